/**
 * The buy page's query (SPEC section 2): `renew=true` for a renewal; `stripePurchase=true` when the
 * card payment page sent the buyer back, with the `session_id` after paying and without it after a
 * cancel (domain `checkoutPaths.buy.cardReturnHref`).
 */
export interface BuyQuery {
  renew: boolean;
  /** Null on a visit that is not a card return. */
  cardReturn: { sessionId: string } | { cancelled: true } | null;
}

export function readBuyQuery(params: URLSearchParams): BuyQuery {
  const renew = params.get('renew') === 'true';
  if (params.get('stripePurchase') !== 'true') return { renew, cardReturn: null };
  const sessionId = params.get('session_id')?.trim();
  return { renew, cardReturn: sessionId ? { sessionId } : { cancelled: true } };
}
