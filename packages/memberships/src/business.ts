// Entry `@keyclub/memberships/business`: the membership screens of the business shell only, so that shell
// never lists (or bundles) a consumer screen. Screens both apps show live in their own folders.
import { membershipPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';

/**
 * Membership screens of the business app (SPEC section 2), each loaded with its route. The shell
 * puts them behind the business-role guard. /tokens/:id/activate comes with the ownership issue.
 */
export const businessMembershipRoutes: RouteObject[] = [
  {
    path: membershipPaths.tokens.pattern,
    handle: pageTitle('My Memberships'),
    lazy: () => import('./dashboard/business-dashboard-route.tsx'),
  },
  {
    path: membershipPaths.tokenDetail.pattern,
    handle: pageTitle('Membership'),
    lazy: () => import('./detail/business-token-detail-route.tsx'),
  },
  {
    path: membershipPaths.publicToken.pattern,
    handle: pageTitle('Membership'),
    lazy: () => import('./detail/business-token-detail-route.tsx'),
  },
  {
    path: membershipPaths.tokenCreate.pattern,
    handle: pageTitle('Create Membership'),
    lazy: () => import('./token-form/token-create-route.tsx'),
  },
  {
    path: membershipPaths.tokenEdit.pattern,
    handle: pageTitle('Edit Membership'),
    lazy: () => import('./token-form/token-edit-route.tsx'),
  },
  {
    path: membershipPaths.tokenConfirmation.pattern,
    handle: pageTitle('Membership Created'),
    lazy: () => import('./confirmation/token-confirmation-route.tsx'),
  },
  {
    path: membershipPaths.businessPage.pattern,
    handle: pageTitle('Business Page'),
    lazy: () => import('./business-page/business-page-route.tsx'),
  },
];
