import type { RoleName } from '@keyclub/domain';
import type { ComponentType } from 'react';

export const SETTINGS_TABS = ['general', 'security', 'notifications', 'profile'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Profile (the business profile) is for business users only (SPEC section 6). */
export const settingsTabsFor = (role: RoleName): SettingsTab[] =>
  role === 'BUSINESS' ? [...SETTINGS_TABS] : SETTINGS_TABS.filter((tab) => tab !== 'profile');

/**
 * A tab a feature adds to Settings, composed by a shell (the business app's Payouts): after the
 * built-in tabs, opened by `?tab={value}` like them. Its Component may be lazy (Settings suspends).
 */
export interface SettingsExtraTab {
  value: string;
  label: string;
  Component: ComponentType;
}
