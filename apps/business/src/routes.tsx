import { businessMembershipRoutes } from '@keyclub/memberships';
import { AppFooter, AppHeader, AuthLayout, MainLayout, type NavItem } from '@keyclub/ui-kit';
import { createBrowserRouter, Navigate } from 'react-router';

const nav: NavItem[] = [
  { label: 'Memberships', href: '/tokens' },
  { label: 'Announcement', href: '/announcements' },
];

const mainLayout = <MainLayout header={<AppHeader logoHref="/tokens" nav={nav} />} footer={<AppFooter />} />;

export const router = createBrowserRouter([
  { path: '/', element: <Navigate replace to="/marketplace" /> },
  // The auth screens arrive with the accounts issue; until then the area is the bare layout.
  { path: '/auth/*', element: <AuthLayout /> },
  {
    element: mainLayout,
    // Header and footer show at once while the first lazy page module loads.
    hydrateFallbackElement: mainLayout,
    children: businessMembershipRoutes,
  },
  { path: '*', element: <Navigate replace to="/auth/login" /> },
]);
