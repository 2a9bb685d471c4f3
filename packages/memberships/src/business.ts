// Entry `@keyclub/memberships/business`: the membership screens of the business shell only, so that shell
// never lists (or bundles) a consumer screen. Screens both apps show live in their own folders.
import { membershipPaths } from '@keyclub/domain/paths';
import type { RouteObject } from 'react-router';

/**
 * Membership screens of the business app (SPEC section 2), each loaded with its route. The shell
 * puts them behind the business-role guard.
 */
export const businessMembershipRoutes: RouteObject[] = [
  { path: membershipPaths.tokens.pattern, lazy: () => import('./dashboard/business-dashboard-route.tsx') },
  {
    path: membershipPaths.tokenDetail.pattern,
    lazy: () => import('./detail/business-token-detail-route.tsx'),
  },
  {
    path: membershipPaths.publicToken.pattern,
    lazy: () => import('./detail/business-token-detail-route.tsx'),
  },
  { path: membershipPaths.tokenCreate.pattern, lazy: () => import('./token-form/token-create-route.tsx') },
  { path: membershipPaths.tokenEdit.pattern, lazy: () => import('./token-form/token-edit-route.tsx') },
  {
    path: membershipPaths.tokenConfirmation.pattern,
    lazy: () => import('./confirmation/token-confirmation-route.tsx'),
  },
  {
    path: membershipPaths.businessPage.pattern,
    lazy: () => import('./business-page/business-page-route.tsx'),
  },
  { path: membershipPaths.tokenActivate.pattern, lazy: () => import('./activation/activation-route.tsx') },
  { path: membershipPaths.cardScanner.pattern, lazy: () => import('./card-scanner/card-scanner-route.tsx') },
];
