/** Typed URLs of the operator console (business build, operators only; issue 35). */
/** The console's first screen, curation: the featured, recommended and hot lists in their order. */
export const curation = { pattern: '/operator', href: () => '/operator' };
/** The audit log, newest first (its page kept in `?page=`). */
export const audit = { pattern: '/operator/audit', href: () => '/operator/audit' };
/** The platform's figures per day: sales, fees, active memberships and activations. */
export const figures = { pattern: '/operator/figures', href: () => '/operator/figures' };
/** Suspensions: what is suspended now (to restore), and a finder to suspend a membership or its business. */
export const suspensions = { pattern: '/operator/suspensions', href: () => '/operator/suspensions' };
/** Purchases that need a hand (Retry, Refund) and card disputes (pages in `?page=`, `?disputes_page=`). */
export const purchases = { pattern: '/operator/purchases', href: () => '/operator/purchases' };
