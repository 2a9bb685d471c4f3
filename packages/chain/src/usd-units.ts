import { parseUnits } from 'viem';

export const USD_TOKEN_DECIMALS = 6;

/** USD amount to stablecoin base units; exact for prices with up to 6 decimals (2 in practice). */
export function usdToTokenUnits(usd: number): bigint {
  if (!Number.isFinite(usd) || usd < 0) {
    throw new RangeError(`USD amount must be a finite number >= 0, got ${usd}`);
  }
  // toFixed rounds on the decimal representation, so 0.29 becomes "0.290000", not 0.28999…
  return parseUnits(usd.toFixed(USD_TOKEN_DECIMALS), USD_TOKEN_DECIMALS);
}

/** Stablecoin base units as a USD amount with 2 decimals, rounded down to the cent (a record of what was paid). */
export function tokenUnitsToUsd(units: bigint): string {
  const cents = units / 10n ** BigInt(USD_TOKEN_DECIMALS - 2);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
