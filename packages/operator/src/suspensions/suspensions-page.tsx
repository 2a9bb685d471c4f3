import { Button } from '@chakra-ui/react';
import { type SuspensionRequest, useChangeSuspension, useSuspensions } from '@keyclub/api-client';
import type { Token } from '@keyclub/domain';
import { LoadingSkeleton, PageShell, ReadView } from '@keyclub/ui-kit';
import { MembershipFinder } from '../membership-finder.tsx';
import { useOperatorReason } from '../reason/operator-reason.tsx';
import { SuspendedList } from './suspended-list.tsx';

const LEAD =
  'A suspended membership leaves the marketplace and sells nothing. Its holders keep their keys and cards, and are told by mail.';

/** What can be suspended: a membership on sale, or its whole business. */
const SUBJECTS = [
  {
    subject: 'memberships',
    title: 'Suspended memberships',
    noun: 'membership',
    of: (token: Token) => ({ id: token.id, name: token.profile.title }),
  },
  {
    subject: 'businesses',
    title: 'Suspended businesses',
    noun: 'business',
    of: (token: Token) => ({ id: token.business.id, name: token.business.name }),
  },
] as const;

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
    <PageShell title="Suspensions" lead={LEAD}>
      {reasonField}
      <ReadView
        read={read}
        failed="The suspensions could not be loaded."
        loading={<LoadingSkeleton h="48" label="Loading the suspensions" />}
      >
        {(suspended) =>
          SUBJECTS.map(({ subject, title }) => (
            <SuspendedList
              key={subject}
              title={title}
              rows={suspended[subject]}
              busy={busy}
              onRestore={(row) => act({ subject, id: row.id, suspended: false })}
            />
          ))
        }
      </ReadView>
      <MembershipFinder
        heading="Suspend a membership or its business"
        actions={(token) =>
          SUBJECTS.map(({ subject, noun, of }) => (
            <Button
              key={subject}
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={`Suspend ${noun} ${of(token).name}`}
              disabled={busy}
              onClick={() => act({ subject, id: of(token).id, suspended: true })}
            >
              Suspend {noun}
            </Button>
          ))
        }
      />
    </PageShell>
  );
}

/** Lazy route module of /operator/suspensions. */
export const Component = SuspensionsPage;
