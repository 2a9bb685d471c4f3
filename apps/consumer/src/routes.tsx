import { AccountActions, authPaths, authRoutes, RequireAuth, settingsRoutes } from '@keyclub/auth';
import {
  consumerMembershipRoutes,
  consumerSignedInMembershipRoutes,
  membershipPaths,
} from '@keyclub/memberships';
import { AppFooter, AppHeader, AuthLayout, MainLayout, type NavItem } from '@keyclub/ui-kit';
import { createBrowserRouter, Navigate } from 'react-router';

// 'Memberships' (the customer dashboard at /tokens) joins the nav with that screen.
const nav: NavItem[] = [{ label: 'Marketplace', href: membershipPaths.marketplace.href() }];

const mainLayout = (
  <MainLayout
    header={<AppHeader logoHref={membershipPaths.marketplace.href()} nav={nav} right={<AccountActions />} />}
    footer={<AppFooter />}
  />
);

export const router = createBrowserRouter([
  { path: '/', element: <Navigate replace to={membershipPaths.marketplace.href()} /> },
  {
    path: authPaths.root.pattern,
    element: <AuthLayout logoHref={membershipPaths.marketplace.href()} />,
    children: authRoutes,
  },
  {
    element: mainLayout,
    // Header and footer show at once while the first lazy page module loads.
    hydrateFallbackElement: mainLayout,
    children: [
      ...consumerMembershipRoutes,
      // Protected routes (SPEC section 2): any logged-in user, else login with returnUrl.
      { element: <RequireAuth />, children: [...consumerSignedInMembershipRoutes, ...settingsRoutes] },
    ],
  },
  { path: '*', element: <Navigate replace to={membershipPaths.marketplace.href()} /> },
]);
