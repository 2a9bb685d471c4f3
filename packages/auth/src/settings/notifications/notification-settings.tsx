import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { afterMutation, type NotificationFlags, useUpdateMe } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { MESSAGES, type NotificationFlag, SETTINGS_NOTIFICATION_FLAGS, type User } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { PRIVACY_FLAG } from './privacy-flag.ts';

/** Settings > Notifications (and a consumer's privacy switch): each switch saves its flag at once with PUT /auth/me. */
export function NotificationSettings({ user }: { user: User }) {
  const setSession = useAuthStore((state) => state.setSession);
  const updateMe = useUpdateMe();
  // While a change is saving its switch already shows the new position.
  const pending = updateMe.isPending ? (updateMe.variables as Partial<NotificationFlags>) : {};

  const save = (flag: NotificationFlag | typeof PRIVACY_FLAG.name, checked: boolean) =>
    afterMutation(updateMe.mutateAsync({ [flag]: checked }), (updated) => {
      setSession(updated);
      notify.success(MESSAGES.success.notificationSettingsUpdated);
    });

  return (
    <Stack gap="5" maxW="2xl">
      <Text color="fg.muted">Choose which emails Keyclub sends you.</Text>
      {SETTINGS_NOTIFICATION_FLAGS[user.role_name].map(({ name: flag, label }) => (
        <Switch.Root
          key={flag}
          checked={pending[flag] ?? user[flag]}
          disabled={updateMe.isPending}
          onCheckedChange={({ checked }) => save(flag, checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      ))}
      {user.role_name === 'CONSUMER' ? (
        <Stack as="section" gap="3" pt="4" aria-labelledby="privacy-settings">
          <Heading as="h2" size="md" id="privacy-settings">
            Privacy
          </Heading>
          <Switch.Root
            checked={pending[PRIVACY_FLAG.name] ?? user[PRIVACY_FLAG.name]}
            disabled={updateMe.isPending}
            onCheckedChange={({ checked }) => save(PRIVACY_FLAG.name, checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{PRIVACY_FLAG.label}</Switch.Label>
          </Switch.Root>
          <Text color="fg.muted" textStyle="sm">
            {PRIVACY_FLAG.hint}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
