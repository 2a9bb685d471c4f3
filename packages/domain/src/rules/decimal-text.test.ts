import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal-text.ts';

/** What the browser's own formatter writes: formatDecimal must match it without loading it. */
const formatters = [0, 1, 2, 3].map(
  (decimals) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const intl = (value: number, decimals: number) => formatters[decimals]?.format(value);

describe('formatDecimal', () => {
  it('writes en-US thousands and the places asked for', () => {
    expect(formatDecimal(1234.5, 2)).toBe('1,234.50');
    expect(formatDecimal(2147483647, 0)).toBe('2,147,483,647');
    expect(formatDecimal(999, 0)).toBe('999');
    expect(formatDecimal(0.0076, 3)).toBe('0.008');
    expect(formatDecimal(19.999, 2)).toBe('20.00');
  });

  it('rounds halves away from zero on the decimal written, not its binary neighbour', () => {
    expect(formatDecimal(1.005, 2)).toBe('1.01');
    expect(formatDecimal(-1.005, 2)).toBe('-1.01');
    expect(formatDecimal(0.0005, 3)).toBe('0.001');
    expect(formatDecimal(2.5, 0)).toBe('3');
  });

  it('writes no minus sign for a value that rounds to zero', () => {
    expect(formatDecimal(-0.001, 2)).toBe('0.00');
  });

  it('agrees with Intl.NumberFormat on prices of every size', () => {
    // Compared in a plain loop and asserted once: 30,000 expect() calls cost most of the test's time,
    // seconds on a loaded core, for the same comparisons.
    const disagreements: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const cents = Math.floor(Math.random() * 10 ** (2 + (i % 9)));
      const value = (cents / 100) * (i % 7 === 0 ? -1 : 1) + (i % 10) / 1000;
      for (const decimals of [0, 2, 3]) {
        // Intl writes '-0.00' there; a sign on nothing is left out on purpose (the test above).
        if (value < 0 && -value < 0.5 / 10 ** decimals) continue;
        const written = formatDecimal(value, decimals);
        const expected = intl(value, decimals);
        if (written !== expected) disagreements.push(`${value} to ${decimals}: ${written}, Intl ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
