import { httpStatusOf } from '@keyclub/api-client';
import { EMPTY_MESSAGES } from '@keyclub/domain';
import { EmptyState, ReadFailure, type RetryableRead } from '@keyclub/ui-kit';

export interface CheckoutRead extends RetryableRead {
  isError: boolean;
  error: unknown;
}

/**
 * The reads a checkout page needs, one of which failed: 'No Membership found' only for the API's 404
 * (a copy that is not the caller's), else the error with Retry, which asks again for what failed.
 */
export function CheckoutReadFailure({ reads }: { reads: CheckoutRead[] }) {
  const failed = reads.filter((read) => read.isError);
  const statuses = failed.map((read) => httpStatusOf(read.error));
  return (
    <ReadFailure
      status={statuses.includes(404) ? 404 : statuses[0]}
      notFound={<EmptyState title={EMPTY_MESSAGES.searchResults} />}
      title="This membership could not be loaded."
      read={{
        refetch: () => {
          for (const read of failed) void read.refetch();
        },
        isFetching: failed.some((read) => read.isFetching),
      }}
    />
  );
}
