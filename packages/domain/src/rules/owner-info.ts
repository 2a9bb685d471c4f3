import type { OwnerInfo } from '../entities/token.ts';
import { formatDateTime } from './date-time.ts';

/**
 * The owner's status of a key that expires at `expiresAt` (null: never), judged at `now` — the
 * chain's clock, which decides on chain whether the key is valid (R10): EXPIRED from the expiry
 * instant on. The expiry is written in UTC as SPEC section 9 shows dates.
 */
export function ownerInfoAt(expiresAt: Date | null, now: Date): OwnerInfo {
  return {
    status: isKeyExpired(expiresAt, now) ? 'EXPIRED' : 'ACTIVE',
    expiration_readable: expiresAt === null ? null : formatDateTime(expiresAt, 'UTC'),
  };
}

/** Whether a key that expires at `expiresAt` (null: never) has expired at `now`. */
export function isKeyExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
