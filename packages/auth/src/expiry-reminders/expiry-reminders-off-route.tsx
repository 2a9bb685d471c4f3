import { ExpiryRemindersOffPage } from './expiry-reminders-off-page.tsx';

/** Lazy route module of /auth/expiry-reminders-off (react-router `lazy` reads `Component`). */
export const Component = ExpiryRemindersOffPage;
