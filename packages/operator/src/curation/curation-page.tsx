import { Button } from '@chakra-ui/react';
import { useChangeCuration, useCuration, useOrderCuration } from '@keyclub/api-client';
import { CURATION_FLAGS, type CurationFlag } from '@keyclub/domain';
import { LoadingSkeleton, PageShell, ReadView } from '@keyclub/ui-kit';
import type { ReactNode } from 'react';
import { ConsoleSection } from '../console-section.tsx';
import { MembershipFinder } from '../membership-finder.tsx';
import { useOperatorReason } from '../reason/operator-reason.tsx';
import { CuratedList } from './curated-list.tsx';
import { LIST_TEXTS } from './curation-texts.ts';

/**
 * /operator/curation (issue 35): the featured, recommended and hot lists in their order, a finder to
 * add memberships, and the marketplace's banner and carousel as consumers see them. Every change
 * takes the reason typed above the lists; the audit log keeps it.
 */
export function CurationPage({ preview }: { preview: ReactNode }) {
  const curation = useCuration();
  const change = useChangeCuration();
  const order = useOrderCuration();
  const { field: reasonField, withReason } = useOperatorReason();
  const busy = change.isPending || order.isPending;

  const onOrder = (flag: CurationFlag) => (tokenIds: number[]) =>
    withReason((why) => order.mutate({ flag, token_ids: tokenIds, reason: why }));

  return (
    <PageShell title="Curation" lead="What consumers see first on the marketplace, in the order you set.">
      {reasonField}
      <ReadView
        read={curation}
        failed="The lists could not be loaded."
        loading={<LoadingSkeleton h="48" label="Loading the lists" />}
      >
        {(lists) => (
          <>
            {CURATION_FLAGS.map((flag) => (
              <CuratedList
                key={flag}
                flag={flag}
                rows={lists[flag]}
                busy={busy}
                onOrder={onOrder(flag)}
                onRemove={(row) =>
                  withReason((why) => change.mutate({ id: row.id, flag, on: false, reason: why }))
                }
              />
            ))}
            <MembershipFinder
              heading="Add a membership"
              actions={(token) =>
                CURATION_FLAGS.map((flag) => (
                  <Button
                    key={flag}
                    size="sm"
                    variant="outline"
                    aria-label={`${LIST_TEXTS[flag].add} ${token.profile.title}`}
                    disabled={busy || lists[flag].some((row) => row.id === token.id)}
                    onClick={() =>
                      withReason((why) => change.mutate({ id: token.id, flag, on: true, reason: why }))
                    }
                  >
                    {LIST_TEXTS[flag].add}
                  </Button>
                ))
              }
            />
          </>
        )}
      </ReadView>
      <ConsoleSection title="As consumers see it">{preview}</ConsoleSection>
    </PageShell>
  );
}
