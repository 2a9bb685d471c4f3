import { Stack, Text } from '@chakra-ui/react';
import { useResaleEarningsPage } from '@keyclub/api-client';
import { EARNINGS_PAGE_LIMIT } from '@keyclub/domain';
import { LoadingSkeleton, PagedReadView, usePageQuery } from '@keyclub/ui-kit';
import { PayoutAccountPanel } from '../settings-tab/payout-account-panel.tsx';
import { SELLER_ACCOUNT_TEXTS } from '../shared/earning-texts.ts';
import { PayoutAmounts } from '../shared/payout-amounts.tsx';
import { PayoutsSection } from '../shared/payouts-section.tsx';
import { ResaleEarningsTable } from './resale-earnings-table.tsx';

/** The consumer's resales a page at a time (`?page=` beside `?tab=payouts`, paged by the API in the database). */
function ResaleEarnings() {
  const { page, setPage } = usePageQuery();
  const earnings = useResaleEarningsPage({ page, limit: EARNINGS_PAGE_LIMIT });
  return (
    <PayoutsSection title="Resale earnings" size="lg">
      <PagedReadView
        read={earnings}
        failed="Your resale earnings could not be loaded."
        loading={<LoadingSkeleton height="32" label="Loading resale earnings" />}
        empty={{
          title: 'No resales yet',
          titleOnPage: 'No resales on this page',
          description: 'When a membership you listed sells by card, it shows here with your share.',
        }}
        pages={{ page, pageSize: EARNINGS_PAGE_LIMIT, label: 'Resale earnings pages', onPageChange: setPage }}
      >
        {(rows) => <ResaleEarningsTable earnings={rows} stale={earnings.isPlaceholderData} />}
      </PagedReadView>
    </PayoutsSection>
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
            <PayoutAmounts summary={summary} waitingHelp="Your share of resales, not transferred yet." />
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
