import { describe, expect, it } from 'vitest';
import { tokenUnitsToUsd, USD_TOKEN_DECIMALS, usdToTokenUnits } from './usd-units.ts';

describe('usdToTokenUnits', () => {
  it('uses 6 decimals', () => {
    expect(USD_TOKEN_DECIMALS).toBe(6);
    expect(usdToTokenUnits(1)).toBe(1_000_000n);
  });

  it('is exact for two-decimal prices that binary floats cannot represent', () => {
    expect(usdToTokenUnits(25.5)).toBe(25_500_000n);
    expect(usdToTokenUnits(0.29)).toBe(290_000n);
    expect(usdToTokenUnits(19.99)).toBe(19_990_000n);
    expect(usdToTokenUnits(1234567.89)).toBe(1_234_567_890_000n);
  });

  it('maps a free price to zero', () => {
    expect(usdToTokenUnits(0)).toBe(0n);
  });

  it('rejects negative and non-finite amounts', () => {
    expect(() => usdToTokenUnits(-1)).toThrow(RangeError);
    expect(() => usdToTokenUnits(Number.NaN)).toThrow(RangeError);
    expect(() => usdToTokenUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('tokenUnitsToUsd', () => {
  it('answers cents, rounded down, for any amount of units', () => {
    expect(tokenUnitsToUsd(usdToTokenUnits(19.99))).toBe('19.99');
    expect(tokenUnitsToUsd(36_669_999n)).toBe('36.66');
    expect(tokenUnitsToUsd(0n)).toBe('0.00');
    expect(tokenUnitsToUsd(1_234_567_890_000n)).toBe('1234567.89');
  });
});
