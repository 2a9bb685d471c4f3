import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { toLockExpiration, toLockMaxKeys, UNLIMITED } from './lock-params.ts';

describe('toLockExpiration', () => {
  it('converts hours and days to seconds', () => {
    expect(toLockExpiration(2, 'HOURS')).toBe(7_200n);
    expect(toLockExpiration(30, 'DAYS')).toBe(2_592_000n);
  });

  it('maps -1 (never expires) to the maximum uint256', () => {
    expect(UNLIMITED).toBe(maxUint256);
    expect(toLockExpiration(-1, 'DAYS')).toBe(maxUint256);
    expect(toLockExpiration(-1, 'HOURS')).toBe(maxUint256);
  });

  it('rejects zero, fractions and other negatives', () => {
    expect(() => toLockExpiration(0, 'DAYS')).toThrow(RangeError);
    expect(() => toLockExpiration(1.5, 'DAYS')).toThrow(RangeError);
    expect(() => toLockExpiration(-2, 'HOURS')).toThrow(RangeError);
  });
});

describe('toLockMaxKeys', () => {
  it('keeps a positive number of copies', () => {
    expect(toLockMaxKeys(1)).toBe(1n);
    expect(toLockMaxKeys(100)).toBe(100n);
  });

  it('maps -1 (unlimited copies) to the maximum uint256', () => {
    expect(toLockMaxKeys(-1)).toBe(maxUint256);
  });

  it('rejects zero, fractions and other negatives', () => {
    expect(() => toLockMaxKeys(0)).toThrow(RangeError);
    expect(() => toLockMaxKeys(2.5)).toThrow(RangeError);
    expect(() => toLockMaxKeys(-3)).toThrow(RangeError);
  });
});
