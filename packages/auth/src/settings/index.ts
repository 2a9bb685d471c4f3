import type { RouteObject } from 'react-router';
import { SETTINGS_PATH } from '../paths.ts';

/** /settings for both roles; the shells mount it under the main layout behind RequireAuth. */
export const settingsRoutes: RouteObject[] = [
  { path: SETTINGS_PATH, lazy: () => import('./settings-route.tsx') },
];
