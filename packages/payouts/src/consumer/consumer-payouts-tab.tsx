import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useResaleEarningsPage } from '@keyclub/api-client';
import { EARNINGS_PAGE_LIMIT } from '@keyclub/domain';
import { EmptyState, LoadError, LoadingSkeleton, PageButtons, usePageQuery } from '@keyclub/ui-kit';
import { PayoutAccountPanel } from '../settings-tab/payout-account-panel.tsx';
import { AmountCard } from '../shared/amount-card.tsx';
import { SELLER_ACCOUNT_TEXTS } from '../shared/earning-texts.ts';
import { ResaleEarningsTable } from './resale-earnings-table.tsx';

/** The consumer's resales a page at a time (`?page=` beside `?tab=payouts`, paged by the API in the database). */
function ResaleEarnings() {
  const { page, setPage } = usePageQuery();
  const earnings = useResaleEarningsPage({ page, limit: EARNINGS_PAGE_LIMIT });
  const total = earnings.data?.meta.total ?? 0;
  return (
    <Stack gap="4" as="section" aria-labelledby="resale-earnings-title">
      <Heading as="h2" size="lg" id="resale-earnings-title">
        Resale earnings
      </Heading>
      {earnings.isError ? (
        <LoadError
          title="Your resale earnings could not be loaded."
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : !earnings.data ? (
        <LoadingSkeleton height="32" label="Loading resale earnings" />
      ) : earnings.data.data.length === 0 ? (
        <EmptyState
          title={total === 0 ? 'No resales yet' : 'No resales on this page'}
          description="When a membership you listed sells by card, it shows here with your share."
        />
      ) : (
        <>
          <ResaleEarningsTable earnings={earnings.data.data} stale={earnings.isPlaceholderData} />
          <PageButtons
            page={page}
            pageSize={EARNINGS_PAGE_LIMIT}
            total={total}
            label="Resale earnings pages"
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * The consumer's Settings → Payouts: the payout account their resale shares are paid to (a listing
 * needs it), what is waiting and paid out, and each resale with its share.
 */
export default function ConsumerPayoutsTab() {
  return (
    <Stack gap="8">
      <PayoutAccountPanel
        texts={SELLER_ACCOUNT_TEXTS}
        footer={(summary) => (
          <>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <AmountCard
                label="Waiting to be paid out"
                amount={summary.waiting_amount}
                help="Your share of resales, not transferred yet."
              />
              <AmountCard
                label="Paid out"
                amount={summary.transferred_amount}
                help="Transferred to your payout account."
              />
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              You receive the price you list a membership at. The buyer pays the business’s commission and
              Keyclub’s fee on top.
            </Text>
          </>
        )}
      />
      <ResaleEarnings />
    </Stack>
  );
}
