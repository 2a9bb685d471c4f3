// Entry `@keyclub/announcements`: the announcement screens as route lists the shells mount, and the
// consumer header's notification bell. Each screen's module loads with its route.
import { announcementPaths } from '@keyclub/domain/paths';
import type { RouteObject } from 'react-router';

export { NotificationBell } from './bell/notification-bell.tsx';

/** The list and the detail, for any signed-in user (SPEC section 2 protected routes): both apps. */
export const announcementReaderRoutes: RouteObject[] = [
  { path: announcementPaths.list.pattern, lazy: () => import('./list/announcements-route.tsx') },
  { path: announcementPaths.view.pattern, lazy: () => import('./view/view-announcement-route.tsx') },
];

/** Writing announcements: the business app only, behind its business-role guard. */
export const announcementWriterRoutes: RouteObject[] = [
  { path: announcementPaths.create.pattern, lazy: () => import('./form/announcement-create-route.tsx') },
  { path: announcementPaths.edit.pattern, lazy: () => import('./form/announcement-edit-route.tsx') },
];
