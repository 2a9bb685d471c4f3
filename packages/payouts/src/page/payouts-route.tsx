import { useEarningsPage } from '@keyclub/api-client';
import { EARNINGS_PAGE_LIMIT } from '@keyclub/domain';
import { LoadingSkeleton, PagedReadView, PageShell, usePageQuery } from '@keyclub/ui-kit';
import { CryptoBalances } from '../crypto/crypto-balances.tsx';
import { PayoutsSection } from '../shared/payouts-section.tsx';
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
    <PayoutsSection title="Earnings" size="xl" action={<DownloadCsvButton disabled={total === 0} />}>
      <PagedReadView
        read={earnings}
        failed="Your earnings could not be loaded."
        loading={<LoadingSkeleton height="48" label="Loading earnings" />}
        empty={{
          title: 'No earnings yet',
          titleOnPage: 'No earnings on this page',
          description:
            'Card sales and renewals of your memberships show here, with Keyclub’s fee and what you earn.',
        }}
        pages={{ page, pageSize: EARNINGS_PAGE_LIMIT, label: 'Earnings pages', onPageChange: setPage }}
      >
        {(rows) => <EarningsTable earnings={rows} stale={earnings.isPlaceholderData} />}
      </PagedReadView>
    </PayoutsSection>
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
