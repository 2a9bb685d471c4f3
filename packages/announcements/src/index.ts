// Entry `@keyclub/announcements`: the announcement screens as route lists the shells mount, and the
// consumer header's notification bell. Each screen's module loads with its route.
import { announcementPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';

export { NotificationBell } from './bell/notification-bell.tsx';

/** The list and the detail, for any signed-in user (SPEC section 2 protected routes): both apps. */
export const announcementReaderRoutes: RouteObject[] = [
  {
    path: announcementPaths.list.pattern,
    handle: pageTitle('Announcements'),
    lazy: () => import('./list/announcements-route.tsx'),
  },
  {
    path: announcementPaths.view.pattern,
    handle: pageTitle('Announcement'),
    lazy: () => import('./view/view-announcement-route.tsx'),
  },
];

/** Writing announcements: the business app only, behind its business-role guard. */
export const announcementWriterRoutes: RouteObject[] = [
  {
    path: announcementPaths.create.pattern,
    handle: pageTitle('Create Announcement'),
    lazy: () => import('./form/announcement-create-route.tsx'),
  },
  {
    path: announcementPaths.edit.pattern,
    handle: pageTitle('Edit Announcement'),
    lazy: () => import('./form/announcement-edit-route.tsx'),
  },
];
