import { ETH_DECIMALS, MINOR_UNITS_PER_USD, USD_DECIMALS } from '../constants/limits.ts';
import { roundTo } from './rounding.ts';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: USD_DECIMALS,
  maximumFractionDigits: USD_DECIMALS,
});

const eth = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: ETH_DECIMALS,
  maximumFractionDigits: ETH_DECIMALS,
});

/** '$1,234.50'; exactly 0 reads 'FREE'. */
export function formatUsd(amount: number): string {
  return amount === 0 ? 'FREE' : usd.format(amount);
}

/** '0.008 ETH' (3 decimals). */
export function formatEth(amount: number): string {
  return `${eth.format(amount)} ETH`;
}

/** ETH for a USD amount, given the USD price of one ETH (USD_TO_ETH_VALUE). Not rounded. */
export function usdToEth(usdAmount: number, ethUsdRate: number): number {
  if (!(ethUsdRate > 0) || !Number.isFinite(ethUsdRate)) {
    throw new RangeError(`The ETH price must be a positive number, got ${ethUsdRate}`);
  }
  return usdAmount / ethUsdRate;
}

/** Checkout sends prices in cents: 12.34 → 1234. */
export function toMinorUnits(usdAmount: number): number {
  return Math.round(roundTo(usdAmount, USD_DECIMALS) * MINOR_UNITS_PER_USD);
}
