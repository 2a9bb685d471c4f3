import { announcementReaderRoutes, NotificationBell } from '@keyclub/announcements';
import { RequireAuth, RequireCustomer } from '@keyclub/app-shell';
import { AccountActions, authRoute, settingsRoutesWith } from '@keyclub/auth';
import { checkoutCustomerRoutes } from '@keyclub/checkout';
import { announcementPaths, framePaths, membershipPaths } from '@keyclub/domain/paths';
import {
  consumerCustomerRoutes,
  consumerMembershipRoutes,
  consumerSignedInMembershipRoutes,
  HeaderSearchBox,
} from '@keyclub/memberships/consumer';
import { consumerPayoutsSettingsTab } from '@keyclub/payouts/consumer';
import {
  AnnouncementIcon,
  AppHeader,
  layoutRoute,
  MainLayout,
  MarketplaceIcon,
  MembershipsIcon,
  type NavItem,
} from '@keyclub/ui-kit';
import { helpCenterRoutes, legalRoutes } from '@keyclub/ui-kit/frame';
import { ResumeWalletClaims, WalletMenuItem } from '@keyclub/wallet';
import { Navigate, type RouteObject } from 'react-router';
import { homeHref } from './home.ts';

/** Named last in every document title. */
const APP_NAME = 'Keyclub';

const nav: NavItem[] = [
  { label: 'Memberships', href: membershipPaths.tokens.href(), icon: <MembershipsIcon /> },
  { label: 'Marketplace', href: membershipPaths.marketplace.href(), icon: <MarketplaceIcon /> },
  { label: 'Announcement', href: announcementPaths.list.href(), icon: <AnnouncementIcon /> },
];

const mainLayout = (
  <MainLayout
    appName={APP_NAME}
    header={
      <AppHeader
        logoHref={homeHref}
        nav={nav}
        search={<HeaderSearchBox />}
        right={
          <>
            <NotificationBell />
            <AccountActions menuItems={<WalletMenuItem />} />
            <ResumeWalletClaims />
          </>
        }
      />
    }
  />
);

export const routes: RouteObject[] = [
  { path: framePaths.home.pattern, element: <Navigate replace to={homeHref} /> },
  authRoute(APP_NAME, homeHref),
  layoutRoute(mainLayout, [
    ...consumerMembershipRoutes,
    ...legalRoutes,
    // Protected routes (SPEC section 2): any logged-in user, else login with returnUrl.
    {
      element: <RequireAuth />,
      children: [
        ...consumerSignedInMembershipRoutes,
        ...announcementReaderRoutes,
        // Settings with the seller's Payouts tab (issue 34: a listing needs a payout account).
        ...settingsRoutesWith([consumerPayoutsSettingsTab]),
        ...helpCenterRoutes(homeHref),
      ],
    },
    // Customer-only (SPEC section 2 wallet-protected routes): a logged-in CONSUMER, else login.
    { element: <RequireCustomer />, children: [...consumerCustomerRoutes, ...checkoutCustomerRoutes] },
  ]),
  { path: '*', element: <Navigate replace to={homeHref} /> },
];
