import { framePaths } from '@keyclub/domain/paths';
import type { RouteObject } from 'react-router';

/** /settings for both roles; the shells mount it under the main layout behind RequireAuth. */
export const settingsRoutes: RouteObject[] = [
  { path: framePaths.settings.pattern, lazy: () => import('./settings-route.tsx') },
];
