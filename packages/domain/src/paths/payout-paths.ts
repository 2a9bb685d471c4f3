/** Typed URLs of the payout screens (business app, issue 34). */
export const payouts = {
  pattern: '/payouts',
  /** `page` of the earnings ledger, kept in the URL (page 1 left out). */
  href: (page = 1) => (page > 1 ? `/payouts?page=${page}` : '/payouts'),
};
/** Settings → Payouts: the payout account's state and Connect payouts (the provider comes back here). */
export const payoutSettings = { pattern: '/settings', href: () => '/settings?tab=payouts' };
