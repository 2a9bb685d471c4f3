import { Separator, Spinner, Stack, Tabs } from '@chakra-ui/react';
import { useMe } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { LoadingSkeleton, PageShell, ReadView } from '@keyclub/ui-kit';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { BusinessProfileForm } from './business-profile/business-profile-form.tsx';
import { ProfileForm } from './general/profile-form.tsx';
import { NotificationSettings } from './notifications/notification-settings.tsx';
import { AccountDeletion } from './security/account-deletion.tsx';
import { PasswordChange } from './security/password-change.tsx';
import { SETTINGS_TABS, type SettingsExtraTab, type SettingsTab, settingsTabsFor } from './settings-tabs.ts';

const TAB_LABELS: Record<SettingsTab, string> = {
  general: 'General',
  security: 'Security',
  notifications: 'Notifications',
  profile: 'Profile',
};

/**
 * /settings (SPEC section 2): General, Security, Notifications, and Profile for business users. The
 * open tab is kept in `?tab=` so a link can open one (the business page's edit icon: Profile). The
 * forms are filled from GET /auth/me, not from the stored copy of the user. `extraTabs` come after
 * them, from the shell (the business app's Payouts).
 */
export function SettingsPage({ extraTabs = [] }: { extraTabs?: readonly SettingsExtraTab[] }) {
  const role = useAuthStore((state) => state.user?.role_name);
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  // Operators have no Settings: the business build's guard keeps them out (issue 35).
  if (!role || role === 'OPERATOR') return null;

  const tabs: { value: string; label: string }[] = [
    ...settingsTabsFor(role).map((value) => ({ value, label: TAB_LABELS[value] })),
    ...extraTabs,
  ];
  const requested = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate.value === requested)?.value ?? SETTINGS_TABS[0];

  return (
    <PageShell title={role === 'BUSINESS' ? 'Business Settings' : 'User Settings'}>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setSearchParams({ tab: value }, { replace: true })}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          {tabs.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The forms wait for GET /auth/me: loading, or failed with Retry, never an empty tab. */}
        <ReadView
          read={me}
          failed="Your settings could not be loaded."
          loading={<LoadingSkeleton height="40" mt="6" label="Loading your settings" />}
        >
          {(user) => (
            <>
              <Tabs.Content value="general" pt="6">
                <ProfileForm user={user} />
              </Tabs.Content>
              <Tabs.Content value="security" pt="6">
                <Stack gap="10">
                  <PasswordChange email={user.email} />
                  <Separator />
                  <AccountDeletion />
                </Stack>
              </Tabs.Content>
              <Tabs.Content value="notifications" pt="6">
                <NotificationSettings user={user} />
              </Tabs.Content>
              {user.business ? (
                <Tabs.Content value="profile" pt="6">
                  <BusinessProfileForm business={user.business} />
                </Tabs.Content>
              ) : null}
              {extraTabs.map(({ value, Component }) => (
                <Tabs.Content key={value} value={value} pt="6">
                  <Suspense fallback={<Spinner role="status" aria-label="Loading" />}>
                    <Component />
                  </Suspense>
                </Tabs.Content>
              ))}
            </>
          )}
        </ReadView>
      </Tabs.Root>
    </PageShell>
  );
}
