// Entry `@keyclub/payouts/consumer` (consumer app, issue 34): the Payouts tab the shell adds to
// Settings (the seller's payout account and resale earnings). Its module loads when it is opened.
import { lazy } from 'react';

/** Settings → Payouts (`?tab=payouts`, where the provider's onboarding comes back), for settingsRoutesWith. */
export const consumerPayoutsSettingsTab = {
  value: 'payouts',
  label: 'Payouts',
  Component: lazy(() => import('./consumer/consumer-payouts-tab.tsx')),
};
