import { httpStatusOf } from '@keyclub/api-client';
import { ReadFailure } from '@keyclub/ui-kit';
import { MembershipNotFound } from './not-found.tsx';

interface FailedRead {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

/** A membership read that failed: 'No Membership found' only for the API's 404, else Retry. */
export function MembershipReadFailure({ read }: { read: FailedRead }) {
  return (
    <ReadFailure
      status={httpStatusOf(read.error)}
      notFound={<MembershipNotFound />}
      title="This membership could not be loaded."
      onRetry={() => void read.refetch()}
      retrying={read.isFetching}
    />
  );
}
