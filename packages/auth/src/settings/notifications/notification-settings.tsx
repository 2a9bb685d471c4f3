import { Stack, Switch, Text } from '@chakra-ui/react';
import { type NotificationFlags, useUpdateMe } from '@keyclub/api-client';
import { MESSAGES, type RoleName, type User } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { useAuthStore } from '../../auth-store.ts';

type NotificationFlag = keyof NotificationFlags;

/** The email notifications each role has (SPEC sections 3 and 6). */
const NOTIFICATION_FLAGS: Record<RoleName, { flag: NotificationFlag; label: string }[]> = {
  BUSINESS: [{ flag: 'is_sold_token_email_notify', label: 'Email me when one of my Memberships is sold' }],
  CONSUMER: [
    { flag: 'is_purchased_token_email_notify', label: 'Email me when I purchase a Membership' },
    { flag: 'is_redeemed_token_email_notify', label: 'Email me when one of my Memberships is redeemed' },
  ],
};

/** Settings > Notifications: each switch saves its flag at once with PUT /auth/me. */
export function NotificationSettings({ user }: { user: User }) {
  const setSession = useAuthStore((state) => state.setSession);
  const updateMe = useUpdateMe();
  // While a change is saving its switch already shows the new position.
  const pending = updateMe.isPending ? (updateMe.variables as Partial<NotificationFlags>) : {};

  const save = (flag: NotificationFlag, checked: boolean) =>
    updateMe.mutate(
      { [flag]: checked },
      {
        onSuccess: (updated) => {
          setSession(updated);
          notify.success(MESSAGES.success.notificationSettingsUpdated);
        },
      },
    );

  return (
    <Stack gap="5" maxW="2xl">
      <Text color="fg.muted">Choose which emails Keyclub sends you.</Text>
      {NOTIFICATION_FLAGS[user.role_name].map(({ flag, label }) => (
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
    </Stack>
  );
}
