// Entry `@keyclub/memberships/consumer`: the membership screens of the consumer shell only, so that shell
// never lists (or bundles) a business screen. Screens both apps show live in their own folders.
import { membershipPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';
import { businessPageLoader, marketplaceLoader, publicTokenLoader, searchLoader } from './route-loaders.ts';

export { HeaderSearchBox } from './search/header-search-box.tsx';

/**
 * Membership screens of the consumer app open to everyone, each loaded with its route; a static
 * loader starts the screen's first-paint requests while its module downloads.
 */
export const consumerMembershipRoutes: RouteObject[] = [
  {
    path: membershipPaths.marketplace.pattern,
    handle: pageTitle('Marketplace'),
    loader: marketplaceLoader,
    lazy: () => import('./marketplace/marketplace-route.tsx'),
  },
  {
    path: membershipPaths.browseToken.pattern,
    handle: pageTitle('Category'),
    lazy: () => import('./category/category-route.tsx'),
  },
  {
    path: membershipPaths.search.pattern,
    handle: pageTitle('Search'),
    loader: searchLoader,
    lazy: () => import('./search/search-route.tsx'),
  },
  {
    path: membershipPaths.publicToken.pattern,
    handle: pageTitle('Membership'),
    loader: publicTokenLoader,
    lazy: () => import('./public-detail/public-token-detail-route.tsx'),
  },
];

/** Consumer membership screens that need a logged-in user (SPEC section 2 protected routes). */
export const consumerSignedInMembershipRoutes: RouteObject[] = [
  {
    path: membershipPaths.businessPage.pattern,
    handle: pageTitle('Business Page'),
    loader: businessPageLoader,
    lazy: () => import('./business-page/business-page-route.tsx'),
  },
];

/**
 * Consumer screens for a logged-in customer; the shell mounts them behind `RequireCustomer` (SPEC
 * section 2 wallet-protected routes).
 */
export const consumerCustomerRoutes: RouteObject[] = [
  {
    path: membershipPaths.tokens.pattern,
    handle: pageTitle('My Memberships'),
    lazy: () => import('./customer-dashboard/customer-dashboard-route.tsx'),
  },
  {
    path: membershipPaths.ownedToken.pattern,
    handle: pageTitle('Membership'),
    lazy: () => import('./owned-detail/owned-token-detail-route.tsx'),
  },
  {
    path: membershipPaths.tokenScan.pattern,
    handle: pageTitle('Membership Card'),
    lazy: () => import('./membership-card/membership-card-route.tsx'),
  },
];
