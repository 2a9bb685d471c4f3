import { describe, expect, it } from 'vitest';
import { roundTo } from './rounding.ts';

describe('roundTo', () => {
  it('rounds half up at the requested place', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.004, 2)).toBe(1);
    expect(roundTo(0.49975, 2)).toBe(0.5);
    expect(roundTo(1234567.895, 2)).toBe(1234567.9);
    expect(roundTo(0.0005, 3)).toBe(0.001);
  });

  it('handles zero and tiny values', () => {
    expect(roundTo(0, 2)).toBe(0);
    expect(roundTo(1e-9, 2)).toBe(0);
  });
});
