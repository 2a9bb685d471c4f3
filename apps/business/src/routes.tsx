import { announcementReaderRoutes, announcementWriterRoutes } from '@keyclub/announcements';
import { AccountActions, authRoutes, RequireRole, settingsRoutes } from '@keyclub/auth';
import { announcementPaths, authPaths, framePaths, membershipPaths } from '@keyclub/domain/paths';
import { businessMembershipRoutes } from '@keyclub/memberships/business';
import { AppFooter, AppHeader, AuthLayout, MainLayout, type NavItem } from '@keyclub/ui-kit';
import { createBrowserRouter, Navigate } from 'react-router';

const nav: NavItem[] = [
  { label: 'Memberships', href: membershipPaths.tokens.href() },
  { label: 'Announcement', href: announcementPaths.list.href() },
];

const mainLayout = (
  <MainLayout
    header={<AppHeader logoHref={membershipPaths.tokens.href()} nav={nav} right={<AccountActions />} />}
    footer={<AppFooter />}
  />
);

export const router = createBrowserRouter([
  { path: framePaths.home.pattern, element: <Navigate replace to={membershipPaths.marketplace.href()} /> },
  {
    path: authPaths.root.pattern,
    element: <AuthLayout logoHref={membershipPaths.tokens.href()} />,
    children: authRoutes,
  },
  {
    element: mainLayout,
    // Header and footer show at once while the first lazy page module loads.
    hydrateFallbackElement: mainLayout,
    // Every screen of the business app is for business users: anyone else goes to login with returnUrl.
    children: [
      {
        element: <RequireRole roleName="BUSINESS" />,
        children: [
          ...businessMembershipRoutes,
          ...announcementReaderRoutes,
          ...announcementWriterRoutes,
          ...settingsRoutes,
        ],
      },
    ],
  },
  { path: '*', element: <Navigate replace to={authPaths.login.href()} /> },
]);
