import { describe, expect, it } from 'vitest';
import { formatEth, formatMoney, formatPercentage, formatUsd, toMinorUnits, usdToEth } from './money.ts';

describe('formatUsd', () => {
  it('shows dollars with thousands separators and 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.01)).toBe('$0.01');
    expect(formatUsd(1_000_000)).toBe('$1,000,000.00');
    expect(formatUsd(19.999)).toBe('$20.00');
  });

  it('reads FREE at exactly 0', () => {
    expect(formatUsd(0)).toBe('FREE');
    expect(formatUsd(0.001)).toBe('$0.00');
  });
});

describe('formatMoney', () => {
  it('reads an amount of money as dollars, $0.00 at 0 (a balance is not free)', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-2.5)).toBe('-$2.50');
  });
});

describe('formatPercentage', () => {
  it('writes up to 2 decimals without trailing zeros, as the sell summary shows a fee', () => {
    expect(formatPercentage(7.5)).toBe('7.5');
    expect(formatPercentage(5)).toBe('5');
    expect(formatPercentage(0)).toBe('0');
    expect(formatPercentage(100)).toBe('100');
    expect(formatPercentage(2.345)).toBe('2.35');
    expect(formatPercentage(10.1)).toBe('10.1');
  });
});

describe('formatEth', () => {
  it('shows 3 decimals', () => {
    expect(formatEth(0.008)).toBe('0.008 ETH');
    expect(formatEth(0.0076)).toBe('0.008 ETH');
    expect(formatEth(2)).toBe('2.000 ETH');
    expect(formatEth(1234.5)).toBe('1,234.500 ETH');
  });
});

describe('usdToEth', () => {
  it('divides by the USD price of one ETH', () => {
    expect(usdToEth(30, 3000)).toBe(0.01);
    expect(formatEth(usdToEth(25, 3000))).toBe('0.008 ETH');
    expect(usdToEth(0, 3000)).toBe(0);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => usdToEth(10, 0)).toThrow(RangeError);
    expect(() => usdToEth(10, -1)).toThrow(RangeError);
    expect(() => usdToEth(10, Number.NaN)).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it('multiplies by 100 without float noise', () => {
    expect(toMinorUnits(12.34)).toBe(1234);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(0)).toBe(0);
  });
});
