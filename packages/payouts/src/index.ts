// Entry `@keyclub/payouts` (business app, issue 34): the /payouts page as a route list, and the
// Payouts tab the shell adds to Settings (the consumer's is `./consumer`). Each screen's module
// loads when it is opened.
import { payoutPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/** /payouts: balance and earnings ledger; behind the business app's business-role guard. */
export const businessPayoutRoutes: RouteObject[] = [
  {
    path: payoutPaths.payouts.pattern,
    handle: pageTitle('Payouts'),
    lazy: () => import('./page/payouts-route.tsx'),
  },
];

/** Settings → Payouts (`?tab=payouts`, where the provider's onboarding comes back), for settingsRoutesWith. */
export const payoutsSettingsTab = {
  value: 'payouts',
  label: 'Payouts',
  Component: lazy(() => import('./settings-tab/payouts-tab.tsx')),
};
