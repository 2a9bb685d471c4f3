import { formatDateTimeInZone, isOnResale, MESSAGES, type Token, timeLeft } from '@keyclub/domain';

type ResaleCopy = Pick<
  Token,
  'parent_id' | 'is_open_for_sale' | 'total_amount' | 'listing_amount' | 'expires_at'
>;

export interface ResaleValidity {
  /** The key's expiry as SPEC section 9 writes dates, in the viewer's zone, named; 'Never Expires'. */
  expiration: string;
  /** '30 days', 'Expired'…; null for a key that never expires. */
  timeLeft: string | null;
}

/**
 * How long a copy on resale stays valid, as its detail shows it to anyone but its owner (who reads
 * 'Your Membership'); null when the token is not on resale.
 */
export function resaleValidity(token: ResaleCopy, owned: boolean, now: Date): ResaleValidity | null {
  if (owned || !isOnResale(token)) return null;
  if (token.expires_at === null) return { expiration: MESSAGES.membership.neverExpires, timeLeft: null };
  const expiresAt = new Date(token.expires_at);
  return { expiration: formatDateTimeInZone(expiresAt), timeLeft: timeLeft(expiresAt, now) };
}
