import {
  afterMutation,
  type PurchaseActionRequest,
  useActOnPurchase,
  useAttentionPurchases,
  useDisputes,
} from '@keyclub/api-client';
import {
  LoadingSkeleton,
  notify,
  PageButtons,
  type PageQuery,
  PageShell,
  type ReadState,
  ReadView,
  usePageQuery,
} from '@keyclub/ui-kit';
import type { ReactNode } from 'react';
import { ConsoleSection } from '../console-section.tsx';
import { useOperatorReason } from '../reason/operator-reason.tsx';
import { AttentionList } from './attention-list.tsx';
import { DisputeList } from './dispute-list.tsx';

const PAGE_LIMIT = 20;
const DONE = {
  retry: 'Retry recorded: the key is on its way to the buyer.',
  refund: 'Refund recorded: the payment goes back to the buyer.',
};

const SECTIONS = {
  attention: {
    title: 'Need a hand',
    what: 'The purchases that need a hand',
    empty: 'No purchase needs a hand',
  },
  disputes: { title: 'Disputes', what: 'The disputes', empty: 'No disputes' },
};

/** A paged read's section: a failed read shows its error with Retry, never an empty list. */
function Section(props: {
  title: string;
  /** What the section reads, for its failure and loading texts. */
  what: string;
  read: ReadState<{ meta: { total: number } }>;
  empty: string;
  /** The section's page in the URL. */
  paging: Pick<PageQuery, 'page' | 'setPage'>;
  children: ReactNode;
}) {
  const { title, read, paging } = props;
  return (
    <ConsoleSection title={title}>
      <ReadView
        read={read}
        failed={`${props.what} could not be loaded.`}
        loading={<LoadingSkeleton h="32" label={`Loading ${props.what.toLowerCase()}`} />}
        empty={{
          when: (answer) => answer.meta.total === 0,
          title: props.empty,
          description: 'Nothing here needs you now.',
        }}
      >
        {(answer) => (
          <>
            {props.children}
            <PageButtons
              page={paging.page}
              pageSize={PAGE_LIMIT}
              total={answer.meta.total}
              label={`${title} pages`}
              onPageChange={paging.setPage}
            />
          </>
        )}
      </ReadView>
    </ConsoleSection>
  );
}

/**
 * /operator/purchases (issue 35): the purchases that need a hand, each with its history and Retry or
 * Refund (the server reads the chain first and makes a repeat one action), and the card disputes.
 * Every action takes the reason typed once above.
 */
function PurchasesPage() {
  const attentionPaging = usePageQuery();
  const disputesPaging = usePageQuery({ pageParam: 'disputes_page' });
  const attention = useAttentionPurchases({ page: attentionPaging.page, limit: PAGE_LIMIT });
  const disputes = useDisputes({ page: disputesPaging.page, limit: PAGE_LIMIT });
  const act = useActOnPurchase();
  const { field: reasonField, withReason } = useOperatorReason();
  const onAct = (request: Omit<PurchaseActionRequest, 'reason'>) =>
    withReason((reason) =>
      afterMutation(act.mutateAsync({ ...request, reason }), () => notify.success(DONE[request.action])),
    );

  return (
    <PageShell
      title="Purchases"
      lead="Paid purchases whose key did not arrive, and payments a refund did not give back. Retry and Refund read the chain first: a key is never sent twice, and a delivered one is never refunded."
    >
      {reasonField}
      <Section {...SECTIONS.attention} read={attention} paging={attentionPaging}>
        <AttentionList rows={attention.data?.data ?? []} busy={act.isPending} onAct={onAct} />
      </Section>
      <Section {...SECTIONS.disputes} read={disputes} paging={disputesPaging}>
        <DisputeList rows={disputes.data?.data ?? []} />
      </Section>
    </PageShell>
  );
}

/** Lazy route module of /operator/purchases. */
export const Component = PurchasesPage;
