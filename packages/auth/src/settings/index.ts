import { framePaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';

/** /settings for both roles; the shells mount it under the main layout behind RequireAuth. */
export const settingsRoutes: RouteObject[] = [
  {
    path: framePaths.settings.pattern,
    handle: pageTitle('Settings'),
    lazy: () => import('./settings-route.tsx'),
  },
];
