import type { RoleName } from '@keyclub/domain';

export const SETTINGS_TABS = ['general', 'security', 'notifications', 'profile'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Profile (the business profile) is for business users only (SPEC section 6). */
export const settingsTabsFor = (role: RoleName): SettingsTab[] =>
  role === 'BUSINESS' ? [...SETTINGS_TABS] : SETTINGS_TABS.filter((tab) => tab !== 'profile');
