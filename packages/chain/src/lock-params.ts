import { UNLIMITED as FORM_UNLIMITED } from '@keyclub/domain';
import { maxUint256 } from 'viem';

/** The value Unlock locks read as "no limit" (never expires, unlimited keys). */
export const UNLIMITED = maxUint256;

export type DurationUnit = 'HOURS' | 'DAYS';

const SECONDS_PER_UNIT: Record<DurationUnit, bigint> = { HOURS: 3_600n, DAYS: 86_400n };

function assertPositiveIntegerOrUnlimited(value: number, what: string): void {
  if (value !== FORM_UNLIMITED && !(Number.isInteger(value) && value > 0)) {
    throw new RangeError(`${what} must be a positive integer or ${FORM_UNLIMITED}, got ${value}`);
  }
}

/** Lock expirationDuration in seconds; the form's -1 (never expires) maps to UNLIMITED. */
export function toLockExpiration(duration: number, unit: DurationUnit): bigint {
  assertPositiveIntegerOrUnlimited(duration, 'Expiration duration');
  return duration === FORM_UNLIMITED ? UNLIMITED : BigInt(duration) * SECONDS_PER_UNIT[unit];
}

/** Lock maxNumberOfKeys; the form's -1 (unlimited copies) maps to UNLIMITED. */
export function toLockMaxKeys(copies: number): bigint {
  assertPositiveIntegerOrUnlimited(copies, 'Number of copies');
  return copies === FORM_UNLIMITED ? UNLIMITED : BigInt(copies);
}
