import { SettingsPage } from './settings-page.tsx';
import type { SettingsExtraTab } from './settings-tabs.ts';

/** The lazy route module's page, with a shell's extra tabs (settingsRoutesWith). */
export const settingsComponentWith = (extraTabs: readonly SettingsExtraTab[]) =>
  function Settings() {
    return <SettingsPage extraTabs={extraTabs} />;
  };
