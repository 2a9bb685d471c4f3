import { httpStatusOf } from '@keyclub/api-client';
import { LoadError, ReadFailure, type RetryableRead } from '@keyclub/ui-kit';
import { MembershipNotFound } from './not-found.tsx';

export interface FailedRead extends RetryableRead {
  error: unknown;
}

/** A membership read that failed: 'No Membership found' only for the API's 404, else Retry. */
export function MembershipReadFailure({ read }: { read: FailedRead }) {
  return (
    <ReadFailure
      status={httpStatusOf(read.error)}
      notFound={<MembershipNotFound />}
      title="This membership could not be loaded."
      read={read}
    />
  );
}

/** A list of memberships whose read failed (never its empty state): the error with Retry. */
export function MembershipsLoadError({ read }: { read: FailedRead }) {
  return <LoadError title="Memberships could not be loaded." read={read} />;
}
