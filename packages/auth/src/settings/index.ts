import { framePaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';
import type { SettingsExtraTab } from './settings-tabs.ts';

export type { SettingsExtraTab } from './settings-tabs.ts';

/** /settings for both roles; the shells mount it under the main layout behind RequireAuth. */
export const settingsRoutes: RouteObject[] = [
  {
    path: framePaths.settings.pattern,
    handle: pageTitle('Settings'),
    lazy: () => import('./settings-route.tsx'),
  },
];

/**
 * /settings with tabs a shell adds after the built-in ones (the business app's Payouts). Apart from
 * `settingsRoutes` so the consumer's first load carries none of it.
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
