// Entry `@keyclub/memberships/business`: the membership screens of the business shell only, so that shell
// never lists (or bundles) a consumer screen. Screens both apps show live in their own folders.
import { membershipPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Membership screens of the business app (SPEC section 2), each loaded with its route. The shell
 * puts them behind the business-role guard.
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
  {
    path: membershipPaths.tokenActivate.pattern,
    handle: pageTitle('Membership Activation'),
    lazy: () => import('./activation/activation-route.tsx'),
  },
  {
    path: membershipPaths.members.pattern,
    handle: pageTitle('Members'),
    lazy: () => import('./members/members-route.tsx'),
  },
  {
    path: membershipPaths.cardScanner.pattern,
    handle: pageTitle('Scan Membership Cards'),
    lazy: () => import('./card-scanner/card-scanner-route.tsx'),
  },
];

/**
 * The marketplace's banner and featured carousel as consumers see them, loaded when first shown: the
 * shell hands it to the operator console's curation page (issue 35), which cannot import this feature.
 */
export const MarketplacePreview = lazy(() => import('./marketplace/marketplace-preview.tsx'));
