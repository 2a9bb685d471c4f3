import { announcementReaderRoutes, announcementWriterRoutes } from '@keyclub/announcements';
import { RequireRole } from '@keyclub/app-shell';
import { AccountActions, authRoute, settingsRoutesWith } from '@keyclub/auth';
import {
  announcementPaths,
  authPaths,
  framePaths,
  membershipPaths,
  operatorPaths,
  payoutPaths,
} from '@keyclub/domain/paths';
import { businessMembershipRoutes, MarketplacePreview } from '@keyclub/memberships/business';
import { operatorRoutes } from '@keyclub/operator';
import { businessPayoutRoutes, payoutsSettingsTab } from '@keyclub/payouts';
import {
  AnnouncementIcon,
  AppHeader,
  layoutRoute,
  MainLayout,
  MarketplaceIcon,
  MembershipsIcon,
  type NavItem,
  PayoutsIcon,
  ScanIcon,
} from '@keyclub/ui-kit';
import { helpCenterRoutes, legalRoutes } from '@keyclub/ui-kit/frame';
import { Navigate, type RouteObject } from 'react-router';

/** Named last in every document title. */
const APP_NAME = 'Keyclub Business';
const homeHref = membershipPaths.tokens.href();

const nav: NavItem[] = [
  { label: 'Memberships', href: membershipPaths.tokens.href(), icon: <MembershipsIcon /> },
  { label: 'Announcement', href: announcementPaths.list.href(), icon: <AnnouncementIcon /> },
  { label: 'Scan Cards', href: membershipPaths.cardScanner.href(), icon: <ScanIcon /> },
  { label: 'Payouts', href: payoutPaths.payouts.href(), icon: <PayoutsIcon /> },
];

/** The business app's frame around its pages: the header shows `nav` and the account menu. */
const businessLayout = (logoHref: string, navItems: NavItem[]) => (
  <MainLayout
    appName={APP_NAME}
    header={<AppHeader logoHref={logoHref} nav={navItems} right={<AccountActions />} />}
  />
);

const mainLayout = businessLayout(homeHref, nav);

// The operator console (issue 35): its own navigation, shown to operators only.
const operatorNav: NavItem[] = [
  { label: 'Curation', href: operatorPaths.curation.href(), icon: <MembershipsIcon /> },
  { label: 'Suspensions', href: operatorPaths.suspensions.href(), icon: <ScanIcon /> },
  { label: 'Purchases', href: operatorPaths.purchases.href(), icon: <PayoutsIcon /> },
  { label: 'Audit log', href: operatorPaths.audit.href(), icon: <AnnouncementIcon /> },
  { label: 'Figures', href: operatorPaths.figures.href(), icon: <MarketplaceIcon /> },
];
const operatorLayout = businessLayout(operatorPaths.curation.href(), operatorNav);

export const routes: RouteObject[] = [
  { path: framePaths.home.pattern, element: <Navigate replace to={membershipPaths.marketplace.href()} /> },
  authRoute(APP_NAME, homeHref),
  layoutRoute(mainLayout, [
    // Open to everyone: signup links to the terms.
    ...legalRoutes,
    // Every other screen of the business app is for business users: an operator goes to the
    // console, anyone else to login with returnUrl.
    {
      element: <RequireRole roleName="BUSINESS" />,
      children: [
        ...businessMembershipRoutes,
        ...announcementReaderRoutes,
        ...announcementWriterRoutes,
        ...businessPayoutRoutes,
        // Settings with the Payouts tab, where the payout provider's onboarding comes back.
        ...settingsRoutesWith([payoutsSettingsTab]),
        ...helpCenterRoutes(homeHref),
      ],
    },
  ]),
  // Operators only: a business user goes to their dashboard, anyone else to login.
  layoutRoute(operatorLayout, [
    {
      element: <RequireRole roleName="OPERATOR" />,
      children: operatorRoutes({ preview: <MarketplacePreview /> }),
    },
  ]),
  { path: '*', element: <Navigate replace to={authPaths.login.href()} /> },
];
