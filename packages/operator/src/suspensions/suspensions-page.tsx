import { Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { type SuspensionRequest, useChangeSuspension, useSuspensions } from '@keyclub/api-client';
import { LoadError } from '@keyclub/ui-kit';
import { MembershipFinder } from '../membership-finder.tsx';
import { useOperatorReason } from '../reason/operator-reason.tsx';
import { SuspendedList } from './suspended-list.tsx';

/**
 * /operator/suspensions (issue 35): what is suspended now, to restore, and a finder to suspend a
 * membership on sale or its whole business. A suspended one leaves the marketplace and sells
 * nothing; its holders keep their keys and cards and are mailed. Every change takes a reason.
 */
function SuspensionsPage() {
  const read = useSuspensions();
  const change = useChangeSuspension();
  const { field: reasonField, withReason } = useOperatorReason();
  const act = (request: Omit<SuspensionRequest, 'reason'>) =>
    withReason((reason) => change.mutate({ ...request, reason }));
  const busy = change.isPending;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '8' }}>
      <Stack gap="8">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Suspensions
          </Heading>
          <Text color="fg.muted">
            A suspended membership leaves the marketplace and sells nothing. Its holders keep their keys and
            cards, and are told by mail.
          </Text>
        </Stack>
        {reasonField}
        {read.isError && !read.data ? (
          <LoadError
            title="The suspensions could not be loaded."
            onRetry={() => void read.refetch()}
            retrying={read.isFetching}
          />
        ) : !read.data ? (
          <Skeleton h="48" aria-label="Loading the suspensions" />
        ) : (
          <>
            <SuspendedList
              title="Suspended memberships"
              rows={read.data.memberships}
              busy={busy}
              onRestore={(row) => act({ subject: 'memberships', id: row.id, suspended: false })}
            />
            <SuspendedList
              title="Suspended businesses"
              rows={read.data.businesses}
              busy={busy}
              onRestore={(row) => act({ subject: 'businesses', id: row.id, suspended: false })}
            />
          </>
        )}
        <MembershipFinder
          heading="Suspend a membership or its business"
          actions={(token) => (
            <>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Suspend membership ${token.profile.title}`}
                disabled={busy}
                onClick={() => act({ subject: 'memberships', id: token.id, suspended: true })}
              >
                Suspend membership
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Suspend business ${token.business.name}`}
                disabled={busy}
                onClick={() => act({ subject: 'businesses', id: token.business.id, suspended: true })}
              >
                Suspend business
              </Button>
            </>
          )}
        />
      </Stack>
    </Container>
  );
}

/** Lazy route module of /operator/suspensions. */
export const Component = SuspensionsPage;
