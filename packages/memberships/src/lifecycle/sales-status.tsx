import { Badge, Button, HStack } from '@chakra-ui/react';
import { useChangeMembershipStatus } from '@keyclub/api-client';
import { LIFECYCLE_MESSAGES, type Token } from '@keyclub/domain';
import { ConfirmDialog, notify } from '@keyclub/ui-kit';
import { useState } from 'react';

type Status = Token['profile']['status'];

const LABEL: Record<Status, string> = {
  ACTIVE: LIFECYCLE_MESSAGES.statusOnSale,
  ARCHIVED: LIFECYCLE_MESSAGES.statusPaused,
  PENDING: LIFECYCLE_MESSAGES.statusComingSoon,
};
const COLOR: Record<Status, string> = { ACTIVE: 'green', ARCHIVED: 'orange', PENDING: 'blue' };

/** The membership's state as the business sees it (docs/decisions/membership-lifecycle.md). */
export function SalesStatusBadge({ status }: { status: Status }) {
  return (
    <Badge size="md" variant="subtle" colorPalette={COLOR[status]}>
      {LABEL[status]}
    </Badge>
  );
}

/**
 * Pause sales (after a confirmation: holders are mailed) of a membership on sale, or resume the
 * sales of a paused one. A coming-soon membership offers neither. A refusal shows as any failed
 * mutation does (the query client's error toast).
 */
export function SalesStatusControl({ token }: { token: Token }) {
  const change = useChangeMembershipStatus();
  const [confirming, setConfirming] = useState(false);
  const { status, title } = token.profile;
  if (status === 'PENDING') return null;
  const pause = () =>
    change.mutate(
      { id: token.id, status: 'ARCHIVED' },
      {
        onSuccess: () => notify.success(LIFECYCLE_MESSAGES.salesPausedToast),
        onSettled: () => setConfirming(false),
      },
    );
  const resume = () =>
    change.mutate(
      { id: token.id, status: 'ACTIVE' },
      { onSuccess: () => notify.success(LIFECYCLE_MESSAGES.salesResumedToast) },
    );
  return (
    <HStack gap="2">
      {status === 'ACTIVE' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setConfirming(true)}
          aria-label={`Pause sales of ${title}`}
        >
          {LIFECYCLE_MESSAGES.pauseSales}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          loading={change.isPending}
          onClick={resume}
          aria-label={`Resume sales of ${title}`}
        >
          {LIFECYCLE_MESSAGES.resumeSales}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Pause sales of ${title}?`}
        body={LIFECYCLE_MESSAGES.pauseExplained}
        confirmLabel={LIFECYCLE_MESSAGES.pauseSales}
        cancelLabel="Cancel"
        loading={change.isPending}
        onConfirm={pause}
        onCancel={() => setConfirming(false)}
      />
    </HStack>
  );
}
