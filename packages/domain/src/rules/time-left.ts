const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/**
 * How long a key that expires at `expiresAt` stays valid from `now`, in whole units rounded down:
 * '30 days', '1 day', '5 hours', 'Less than an hour'; 'Expired' from the expiry instant on (as
 * `isKeyExpired` judges it).
 */
export function timeLeft(expiresAt: Date, now: Date): string {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return 'Expired';
  if (left >= DAY_MS) return count(Math.floor(left / DAY_MS), 'day');
  if (left >= HOUR_MS) return count(Math.floor(left / HOUR_MS), 'hour');
  return 'Less than an hour';
}
