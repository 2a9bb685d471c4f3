import type { expiryReminders } from '../../db/schema/index.ts';

export type ReminderWindow = (typeof expiryReminders.$inferInsert)['window'];

const DAY_MS = 86_400_000;
/** How far before its expiry a key's first reminder is due; the scan reads only keys this close. */
export const FIRST_REMINDER_BEFORE_MS = 7 * DAY_MS;
/** How long after its expiry a key is still reminded that it expired (the "on the day" mail). */
export const LAST_REMINDER_AFTER_MS = DAY_MS;

/**
 * The reminder a key is due at `now` (the chain's clock), or null: SEVEN_DAYS from a week before
 * its expiry, ONE_DAY from a day before, EXPIRY_DAY for the day after it expired. Only the window
 * the key is in counts (one missed while the API was down is not sent late), and a window longer
 * than the key's term (a 3-day membership's week) is skipped: it opened before the term began.
 */
export function dueWindow(expiresAt: Date, now: Date, termMs: number): ReminderWindow | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return left > -LAST_REMINDER_AFTER_MS ? 'EXPIRY_DAY' : null;
  if (left <= DAY_MS) return termMs > DAY_MS ? 'ONE_DAY' : null;
  if (left <= FIRST_REMINDER_BEFORE_MS) return termMs > FIRST_REMINDER_BEFORE_MS ? 'SEVEN_DAYS' : null;
  return null;
}
