import { ETH_DECIMALS, MINOR_UNITS_PER_USD, USD_DECIMALS } from '../constants/limits.ts';
import { formatDecimal } from './decimal-text.ts';
import { roundTo } from './rounding.ts';

/** '$1,234.50' and '$0.00': an amount of money (a balance, a fee, a share), not a price. */
export function formatMoney(amount: number): string {
  const text = formatDecimal(amount, USD_DECIMALS);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A price: '$1,234.50'; exactly 0 reads 'FREE'. */
export function formatUsd(amount: number): string {
  return amount === 0 ? 'FREE' : formatMoney(amount);
}

/** A percentage with at most 2 decimals and no trailing zeros: 7.5 → '7.5', 5 → '5', 1.234 → '1.23'. */
export function formatPercentage(value: number): string {
  return formatDecimal(value, 2).replace(/\.?0+$/, '');
}

/** '0.008 ETH' (3 decimals). */
export function formatEth(amount: number): string {
  return `${formatDecimal(amount, ETH_DECIMALS)} ETH`;
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
