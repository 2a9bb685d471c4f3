import { Badge, Button, HStack } from '@chakra-ui/react';
import { afterMutation, useChangeMembershipStatus } from '@keyclub/api-client';
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

/** The one change a membership in each status offers, and what confirming it says. */
const ACTIONS = {
  ACTIVE: {
    to: 'ARCHIVED',
    label: LIFECYCLE_MESSAGES.pauseSales,
    verb: 'Pause sales of',
    explained: LIFECYCLE_MESSAGES.pauseExplained,
    toast: LIFECYCLE_MESSAGES.salesPausedToast,
  },
  ARCHIVED: {
    to: 'ACTIVE',
    label: LIFECYCLE_MESSAGES.resumeSales,
    verb: 'Resume sales of',
    explained: null,
    toast: LIFECYCLE_MESSAGES.salesResumedToast,
  },
  PENDING: {
    to: 'ACTIVE',
    label: LIFECYCLE_MESSAGES.putOnSaleNow,
    verb: 'Put on sale now:',
    explained: LIFECYCLE_MESSAGES.launchExplained,
    toast: LIFECYCLE_MESSAGES.launchedToast,
  },
} as const;

/**
 * Pause sales of a membership on sale, resume the sales of a paused one, or put a coming-soon one on
 * sale now; a pause and a launch ask for a confirmation that says what they do (a pause mails the
 * holders). A refusal shows as any failed mutation does (the query client's error toast).
 */
export function SalesStatusControl({ token }: { token: Token }) {
  const change = useChangeMembershipStatus();
  const [confirming, setConfirming] = useState(false);
  const { status, title } = token.profile;
  const action = ACTIONS[status];
  const run = () =>
    afterMutation(
      change.mutateAsync({ id: token.id, status: action.to }),
      () => {
        notify.success(action.toast);
        setConfirming(false);
      },
      () => setConfirming(false),
    );
  return (
    <HStack gap="2">
      <Button
        size="sm"
        variant="outline"
        loading={action.explained === null && change.isPending}
        onClick={action.explained === null ? run : () => setConfirming(true)}
        aria-label={`${action.verb} ${title}`}
      >
        {action.label}
      </Button>
      {action.explained === null ? null : (
        <ConfirmDialog
          open={confirming}
          title={`${action.verb} ${title}?`}
          body={action.explained}
          confirmLabel={action.label}
          cancelLabel="Cancel"
          loading={change.isPending}
          onConfirm={run}
          onCancel={() => setConfirming(false)}
        />
      )}
    </HStack>
  );
}
