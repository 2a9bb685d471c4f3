import { SettingsPage } from './settings-page.tsx';
import type { SettingsExtraTab } from './settings-tabs.ts';

/** Lazy route module of /settings (react-router `lazy` reads `Component`). */
export const Component = SettingsPage;

/** The same page with a shell's extra tabs (settingsRoutesWith). */
export const settingsComponentWith = (extraTabs: readonly SettingsExtraTab[]) =>
  function Settings() {
    return <SettingsPage extraTabs={extraTabs} />;
  };
