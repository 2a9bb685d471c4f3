import { SettingsPage } from './settings-page.tsx';
import type { SettingsExtraTab } from './settings-tabs.ts';

/** Lazy route module of /settings (react-router `lazy` reads `Component`), with the shell's extra tabs. */
export const settingsComponentWith = (extraTabs: readonly SettingsExtraTab[]) =>
  function Settings() {
    return <SettingsPage extraTabs={extraTabs} />;
  };
