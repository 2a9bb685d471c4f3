import type { checkoutPaths } from '@keyclub/domain/paths';

/**
 * The buy page's query (SPEC section 2): `renew=true` for a renewal; `stripePurchase=true` with the
 * `session_id` when the card payment page sent the buyer back after paying; `payment=cancelled` or
 * `payment=declined` when it sent them back unpaid (domain `checkoutPaths.buy`).
 */
export interface BuyQuery {
  renew: boolean;
  /** The paid session to confirm; null on a visit that is not a return from paying. */
  cardReturn: { sessionId: string } | null;
  /** Why the payment page sent the buyer back unpaid; null otherwise. */
  stopped: checkoutPaths.PaymentStop | null;
}

export function readBuyQuery(params: URLSearchParams): BuyQuery {
  const renew = params.get('renew') === 'true';
  const payment = params.get('payment');
  const stopped = payment === 'cancelled' || payment === 'declined' ? payment : null;
  const sessionId = params.get('stripePurchase') === 'true' ? params.get('session_id')?.trim() : undefined;
  if (sessionId) return { renew, cardReturn: { sessionId }, stopped: null };
  // `stripePurchase=true` alone is the cancel URL of sessions opened before `payment=cancelled`.
  const legacyCancel = params.get('stripePurchase') === 'true' ? 'cancelled' : null;
  return { renew, cardReturn: null, stopped: stopped ?? legacyCancel };
}
