import { describe, expect, it } from 'vitest';
import { dueWindow } from './reminder-window.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-01T12:00:00Z');
const expiringIn = (ms: number) => new Date(now.getTime() + ms);

describe('dueWindow', () => {
  it('is the week reminder from 7 days before, the day reminder from 1 day before, then the expiry day', () => {
    const month = 30 * DAY;
    expect(dueWindow(expiringIn(7 * DAY + HOUR), now, month)).toBeNull();
    expect(dueWindow(expiringIn(7 * DAY), now, month)).toBe('SEVEN_DAYS');
    expect(dueWindow(expiringIn(DAY + 1), now, month)).toBe('SEVEN_DAYS');
    expect(dueWindow(expiringIn(DAY), now, month)).toBe('ONE_DAY');
    expect(dueWindow(expiringIn(1), now, month)).toBe('ONE_DAY');
    expect(dueWindow(expiringIn(0), now, month)).toBe('EXPIRY_DAY');
    expect(dueWindow(expiringIn(-DAY + 1), now, month)).toBe('EXPIRY_DAY');
    expect(dueWindow(expiringIn(-DAY), now, month)).toBeNull();
  });

  it('skips the windows longer than the membership lasts', () => {
    expect(dueWindow(expiringIn(3 * DAY), now, 3 * DAY)).toBeNull();
    expect(dueWindow(expiringIn(HOUR), now, 3 * DAY)).toBe('ONE_DAY');
    expect(dueWindow(expiringIn(HOUR / 2), now, HOUR)).toBeNull();
    expect(dueWindow(expiringIn(-HOUR / 2), now, HOUR)).toBe('EXPIRY_DAY');
  });
});
