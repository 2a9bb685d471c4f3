import { Button, Text } from '@chakra-ui/react';
import { useAnnouncementHolders } from '@keyclub/api-client';
import { ConfirmDialog } from '@keyclub/ui-kit';
import { holdersText, sendLabel } from './send-texts.ts';

/**
 * Asks before an announcement goes out, naming how many people it reaches: the API's count of the
 * membership's current holders, read afresh when the dialog opens (mount it only while asking).
 */
export function SendConfirmDialog({
  tokenProfileId,
  membershipTitle,
  sending,
  onConfirm,
  onCancel,
}: {
  tokenProfileId: number;
  membershipTitle: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const holders = useAnnouncementHolders(tokenProfileId);
  const count = holders.isFetching || holders.isError ? undefined : holders.data;
  return (
    <ConfirmDialog
      open
      title="Send this announcement now?"
      body={<SendConfirmBody holders={holders} count={count} membershipTitle={membershipTitle} />}
      confirmLabel={sendLabel(count)}
      cancelLabel="Keep as draft"
      onConfirm={onConfirm}
      onCancel={onCancel}
      loading={sending}
      confirmDisabled={count === undefined}
    />
  );
}

function SendConfirmBody({
  holders,
  count,
  membershipTitle,
}: {
  holders: ReturnType<typeof useAnnouncementHolders>;
  count: number | undefined;
  membershipTitle: string;
}) {
  if (holders.isError && !holders.isFetching) {
    return (
      <Text role="alert">
        Could not count the holders of {membershipTitle}.{' '}
        <Button size="xs" variant="outline" onClick={() => void holders.refetch()}>
          Retry
        </Button>
      </Text>
    );
  }
  if (count === undefined) return <Text>Counting the holders of {membershipTitle}…</Text>;
  if (count === 0) return <Text>Nobody holds {membershipTitle} right now, so nobody would receive it.</Text>;
  return (
    <Text>
      {holdersText(count)} of {membershipTitle} will receive it now. A sent announcement cannot be edited.
    </Text>
  );
}
