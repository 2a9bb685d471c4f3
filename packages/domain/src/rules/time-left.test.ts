import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

const now = new Date('2026-03-05T12:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

describe('timeLeft', () => {
  it('counts whole days while a day or more is left', () => {
    expect(timeLeft(after(30 * 24 * HOUR + 5 * HOUR), now)).toBe('30 days');
    expect(timeLeft(after(24 * HOUR), now)).toBe('1 day');
  });

  it('counts whole hours in the last day, then says less than an hour', () => {
    expect(timeLeft(after(23 * HOUR + 59 * 60_000), now)).toBe('23 hours');
    expect(timeLeft(after(HOUR), now)).toBe('1 hour');
    expect(timeLeft(after(60_000), now)).toBe('Less than an hour');
  });

  it('says Expired from the expiry instant on', () => {
    expect(timeLeft(now, now)).toBe('Expired');
    expect(timeLeft(after(-HOUR), now)).toBe('Expired');
  });
});
