import { SettingsPage } from './settings-page.tsx';

/** Lazy route module of /settings (react-router `lazy` reads `Component`). */
export const Component = SettingsPage;
