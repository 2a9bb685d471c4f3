/**
 * Typed URLs of the screens where a key changes hands (SPEC section 2, consumer app): buying or
 * renewing a membership, and listing an owned one for sale.
 */
export const buy = {
  pattern: '/tokens/:id/buy',
  href: (id: number, { renew = false }: { renew?: boolean } = {}) =>
    renew ? `/tokens/${id}/buy?renew=true` : `/tokens/${id}/buy`,
  /**
   * Where the card payment page sends the buyer back: with the session id after paying, without it
   * after a cancel (the buy page then shows the failure dialog). The API passes the provider's
   * placeholder (`{CHECKOUT_SESSION_ID}`) as `sessionId`, so it is not URL-encoded: session ids are
   * letters, digits and underscores.
   */
  cardReturnHref: (id: number, { renew = false, sessionId }: { renew?: boolean; sessionId?: string }) =>
    `/tokens/${id}/buy?stripePurchase=true${sessionId ? `&session_id=${sessionId}` : ''}${renew ? '&renew=true' : ''}`,
};
export const sell = { pattern: '/tokens/:id/sell', href: (id: number) => `/tokens/${id}/sell` };
