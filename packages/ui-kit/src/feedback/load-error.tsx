import { Button, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_ERROR_MESSAGE } from '@keyclub/domain';

/** What Retry needs of the read that failed (a TanStack Query result has it). */
export interface RetryableRead {
  refetch: () => unknown;
  /** True while the retry is on its way: the button shows it and cannot be pressed twice. */
  isFetching: boolean;
}

export interface LoadErrorProps {
  /** What could not be read, said to the user ('Your earnings could not be loaded.'). */
  title: string;
  /** The read that failed: Retry asks it again. */
  read: RetryableRead;
}

/**
 * A read that failed: says so, with Retry, in place of what it would have shown. Never an empty
 * state, which would tell the user there is nothing when we only failed to look.
 */
export function LoadError({ title, read }: LoadErrorProps) {
  return (
    <Stack role="alert" gap="3" align="start" borderWidth="1px" borderColor="border.error" rounded="md" p="4">
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {DEFAULT_ERROR_MESSAGE}
      </Text>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void read.refetch()}
        loading={read.isFetching}
        loadingText="Retry"
      >
        Retry
      </Button>
    </Stack>
  );
}
