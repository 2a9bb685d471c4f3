import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { afterMutation, useArchiveAccount } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { ConfirmDialog, notify } from '@keyclub/ui-kit';
import { useState } from 'react';
import { useLeaveSession } from '../../session/leave-session.ts';

/**
 * Account deletion (SPEC section 4): confirmation, DELETE /auth/me/archive, then this browser forgets
 * everything (every persisted slice, every cached answer) and goes to login. The server has already
 * ended the sessions, so no sign-out call follows.
 */
export function AccountDeletion() {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveAccount();
  const leaveSession = useLeaveSession();

  const onConfirm = () =>
    afterMutation(
      archive.mutateAsync(),
      () => {
        notify.success(MESSAGES.success.accountDeactivated);
        void leaveSession();
      },
      () => setConfirming(false),
    );

  return (
    <Stack as="section" aria-labelledby="account-deletion-heading" gap="3" maxW="md">
      <Heading as="h2" id="account-deletion-heading" size="lg">
        Delete Account
      </Heading>
      <Text color="fg.muted">
        Your account will be deactivated and you will be logged out. You will not be able to log in again.
      </Text>
      <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
        Delete Account
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        body="Your account will be deactivated and you will be logged out. This cannot be undone."
        confirmLabel="Yes, delete my account"
        cancelLabel="Cancel"
        loading={archive.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
