import { httpStatusOf } from '@keyclub/api-client';
import { ReadFailure, type RetryableRead } from '@keyclub/ui-kit';
import { AnnouncementNotFound } from './not-found.tsx';

interface FailedRead extends RetryableRead {
  error: unknown;
}

/** An announcement read that failed: not found only for the API's 404, else the error with Retry. */
export function AnnouncementReadFailure({ read }: { read: FailedRead }) {
  return (
    <ReadFailure
      status={httpStatusOf(read.error)}
      notFound={<AnnouncementNotFound />}
      title="This announcement could not be loaded."
      read={read}
    />
  );
}
