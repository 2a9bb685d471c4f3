/**
 * Typed URLs of the screens where a key changes hands (SPEC section 2, consumer app): buying or
 * renewing a membership, and listing an owned one for sale.
 */
/** Why a card payment ended unpaid and sent the buyer back. */
export type PaymentStop = 'cancelled' | 'declined';

export const buy = {
  pattern: '/tokens/:id/buy',
  href: (id: number, { renew = false }: { renew?: boolean } = {}) =>
    renew ? `/tokens/${id}/buy?renew=true` : `/tokens/${id}/buy`,
  /**
   * Where the card payment page sends the buyer back after paying, with the session id. The API passes
   * the provider's placeholder (`{CHECKOUT_SESSION_ID}`) as `sessionId`, so it is not URL-encoded:
   * session ids are letters, digits and underscores.
   */
  cardReturnHref: (id: number, { renew = false, sessionId }: { renew?: boolean; sessionId: string }) =>
    `/tokens/${id}/buy?stripePurchase=true&session_id=${sessionId}${renew ? '&renew=true' : ''}`,
  /**
   * Where the card payment page sends the buyer back unpaid: `cancelled` (they pressed Cancel or the
   * back link) or `declined` (the local checkout's decline; Stripe keeps a declined buyer on its page).
   * The buy page then shows the order again with a calm notice, ready for another try.
   */
  paymentStoppedHref: (id: number, { renew = false, outcome }: { renew?: boolean; outcome: PaymentStop }) =>
    `/tokens/${id}/buy?payment=${outcome}${renew ? '&renew=true' : ''}`,
};
export const sell = { pattern: '/tokens/:id/sell', href: (id: number) => `/tokens/${id}/sell` };
