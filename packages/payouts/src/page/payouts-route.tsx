import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useEarningsPage } from '@keyclub/api-client';
import { EARNINGS_PAGE_LIMIT } from '@keyclub/domain';
import {
  EmptyState,
  LoadError,
  LoadingSkeleton,
  PageButtons,
  PageShell,
  usePageQuery,
} from '@keyclub/ui-kit';
import { CryptoBalances } from '../crypto/crypto-balances.tsx';
import { BalanceSummary } from './balance-summary.tsx';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { EarningsTable } from './earnings-table.tsx';
import { PayoutsMade } from './payouts-made.tsx';
import { RevenueChart } from './revenue-chart.tsx';

/** The ledger a page at a time (`?page=`, paged by the API in the database), with its CSV. */
function Earnings() {
  const { page, setPage } = usePageQuery();
  const earnings = useEarningsPage({ page, limit: EARNINGS_PAGE_LIMIT });
  const total = earnings.data?.meta.total ?? 0;
  return (
    <Stack gap="4" as="section" aria-labelledby="earnings-title">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="xl" id="earnings-title">
          Earnings
        </Heading>
        <DownloadCsvButton disabled={total === 0} />
      </HStack>
      {earnings.isError ? (
        <LoadError
          title="Your earnings could not be loaded."
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : !earnings.data ? (
        <LoadingSkeleton height="48" label="Loading earnings" />
      ) : earnings.data.data.length === 0 ? (
        <EmptyState
          title={total === 0 ? 'No earnings yet' : 'No earnings on this page'}
          description="Card sales and renewals of your memberships show here, with Keyclub’s fee and what you earn."
        />
      ) : (
        <>
          <EarningsTable earnings={earnings.data.data} stale={earnings.isPlaceholderData} />
          <PageButtons
            page={page}
            pageSize={EARNINGS_PAGE_LIMIT}
            total={total}
            label="Earnings pages"
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * /payouts (business app): the card balance, revenue per day, the earnings ledger and the payouts
 * made; then crypto sales apart (the locks' balances and withdrawals).
 */
function PayoutsPage() {
  return (
    <PageShell title="Payouts" width="5xl">
      <BalanceSummary />
      <RevenueChart />
      <Earnings />
      <PayoutsMade />
      <CryptoBalances />
    </PageShell>
  );
}

/** Lazy route module of /payouts. */
export const Component = PayoutsPage;
