import { Button, Text } from '@chakra-ui/react';
import { useAnnouncementHolders } from '@keyclub/api-client';
import { holdersText, sendLabel } from '../shared/send-texts.ts';

/** The holders a ticked 'Create and Post' would reach (the API's count); nothing asked while unticked. */
const useSendCount = (post: boolean, membershipId: number | null) =>
  useAnnouncementHolders(post ? membershipId : null);

/** The form's submit: 'Save as draft', or 'Send to N holders' once 'Create and Post' is ticked. */
export function SubmitButton({
  post,
  membershipId,
  saving,
}: {
  post: boolean;
  membershipId: number | null;
  saving: boolean;
}) {
  const holders = useSendCount(post, membershipId);
  return (
    <Button type="submit" colorPalette="brand" loading={saving}>
      {post ? sendLabel(holders.data) : 'Save as draft'}
    </Button>
  );
}

/** Under the tick: what pressing the button will do, in plain words. */
export function SendChoiceNote({
  id,
  post,
  membershipId,
  membershipTitle,
}: {
  id: string;
  post: boolean;
  membershipId: number | null;
  membershipTitle: string;
}) {
  const holders = useSendCount(post, membershipId);
  const note = (text: string) => (
    <Text id={id} textStyle="sm" color="fg.muted">
      {text}
    </Text>
  );
  if (!post) return note('Saved as a draft: nobody receives it until you send it.');
  if (membershipId === null) return note('Choose a membership to see who receives it.');
  if (holders.isError) {
    return (
      <Text id={id} textStyle="sm" role="alert">
        Could not count the holders of {membershipTitle}.{' '}
        <Button
          size="xs"
          variant="outline"
          onClick={() => void holders.refetch()}
          loading={holders.isFetching}
        >
          Retry
        </Button>
      </Text>
    );
  }
  if (holders.data === undefined) return note(`Counting the holders of ${membershipTitle}…`);
  if (holders.data === 0) return note(`Nobody holds ${membershipTitle} right now: nobody would receive it.`);
  return note(`Goes to the ${holdersText(holders.data)} of ${membershipTitle} as soon as you confirm.`);
}
