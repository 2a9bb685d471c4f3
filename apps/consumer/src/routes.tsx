import { announcementReaderRoutes, NotificationBell } from '@keyclub/announcements';
import { AccountActions, authRoutes, RequireAuth, RequireCustomer, settingsRoutes } from '@keyclub/auth';
import { checkoutCustomerRoutes } from '@keyclub/checkout';
import { announcementPaths, authPaths, framePaths, membershipPaths } from '@keyclub/domain/paths';
import {
  consumerCustomerRoutes,
  consumerMembershipRoutes,
  consumerSignedInMembershipRoutes,
  HeaderSearchBox,
} from '@keyclub/memberships/consumer';
import { AppFooter, AppHeader, AuthLayout, MainLayout, type NavItem } from '@keyclub/ui-kit';
import { ResumeWalletClaims, WalletMenuItem } from '@keyclub/wallet';
import { createBrowserRouter, Navigate } from 'react-router';

const nav: NavItem[] = [
  { label: 'Memberships', href: membershipPaths.tokens.href() },
  { label: 'Marketplace', href: membershipPaths.marketplace.href() },
  { label: 'Announcement', href: announcementPaths.list.href() },
];

const mainLayout = (
  <MainLayout
    header={
      <AppHeader
        logoHref={membershipPaths.marketplace.href()}
        nav={nav}
        right={
          <>
            <HeaderSearchBox />
            <NotificationBell />
            <AccountActions menuItems={<WalletMenuItem />} />
            <ResumeWalletClaims />
          </>
        }
      />
    }
    footer={<AppFooter />}
  />
);

export const router = createBrowserRouter([
  { path: framePaths.home.pattern, element: <Navigate replace to={membershipPaths.marketplace.href()} /> },
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
      {
        element: <RequireAuth />,
        children: [...consumerSignedInMembershipRoutes, ...announcementReaderRoutes, ...settingsRoutes],
      },
      // Customer-only (SPEC section 2 wallet-protected routes): a logged-in CONSUMER, else login.
      { element: <RequireCustomer />, children: [...consumerCustomerRoutes, ...checkoutCustomerRoutes] },
    ],
  },
  { path: '*', element: <Navigate replace to={membershipPaths.marketplace.href()} /> },
]);
