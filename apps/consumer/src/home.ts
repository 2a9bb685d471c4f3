import { membershipPaths } from '@keyclub/domain/paths';

/** Where the consumer's `/` leads: the marketplace (routes.tsx, and the first load's early reads). */
export const homeHref = membershipPaths.marketplace.href();
