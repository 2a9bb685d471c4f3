/**
 * Typed URLs of the screens where a key changes hands (SPEC section 2, consumer app): buying or
 * renewing a membership, and listing an owned one for sale.
 */
export const buy = {
  pattern: '/tokens/:id/buy',
  href: (id: number, { renew = false }: { renew?: boolean } = {}) =>
    renew ? `/tokens/${id}/buy?renew=true` : `/tokens/${id}/buy`,
};
export const sell = { pattern: '/tokens/:id/sell', href: (id: number) => `/tokens/${id}/sell` };
