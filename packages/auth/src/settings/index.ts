import { framePaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';
import type { SettingsExtraTab } from './settings-tabs.ts';

export type { SettingsExtraTab } from './settings-tabs.ts';

/**
 * /settings for both roles, with the tabs a shell adds after the built-in ones (each app's Payouts);
 * the shells mount it under the main layout behind RequireAuth.
 */
export const settingsRoutesWith = (extraTabs: readonly SettingsExtraTab[]): RouteObject[] => [
  {
    path: framePaths.settings.pattern,
    handle: pageTitle('Settings'),
    lazy: async () => ({
      Component: (await import('./settings-route.tsx')).settingsComponentWith(extraTabs),
    }),
  },
];
