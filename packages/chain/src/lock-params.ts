import { maxUint256 } from 'viem';

/** The value Unlock locks read as "no limit" (never expires, unlimited keys). */
export const UNLIMITED = maxUint256;

export type DurationUnit = 'HOURS' | 'DAYS';

const SECONDS_PER_UNIT: Record<DurationUnit, bigint> = { HOURS: 3_600n, DAYS: 86_400n };

function assertPositiveIntegerOrMinusOne(value: number, what: string): void {
  if (value !== -1 && !(Number.isInteger(value) && value > 0)) {
    throw new RangeError(`${what} must be a positive integer or -1, got ${value}`);
  }
}

/** Lock expirationDuration in seconds; -1 (never expires) maps to UNLIMITED. */
export function toLockExpiration(duration: number, unit: DurationUnit): bigint {
  assertPositiveIntegerOrMinusOne(duration, 'Expiration duration');
  return duration === -1 ? UNLIMITED : BigInt(duration) * SECONDS_PER_UNIT[unit];
}

/** Lock maxNumberOfKeys; -1 (unlimited copies) maps to UNLIMITED. */
export function toLockMaxKeys(copies: number): bigint {
  assertPositiveIntegerOrMinusOne(copies, 'Number of copies');
  return copies === -1 ? UNLIMITED : BigInt(copies);
}
