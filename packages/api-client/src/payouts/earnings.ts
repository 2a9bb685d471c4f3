import type { Earning, PayoutTransfer, ResaleEarning, Revenue } from '@keyclub/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';
import { fetchData, fetchPage, type PageQuery, pageQueryOptions } from '../read-options.ts';

// Each screen below shows a failed read in place, with Retry.

/** GET /payouts/earnings: one page of the business's card sales and renewals, newest first. */
export const fetchEarningsPage = (query: PageQuery) => fetchPage<Earning>('payouts/earnings', query);

export const earningsPageQueryOptions = (query: PageQuery) =>
  pageQueryOptions(queryKeys.payouts.earnings(query), () => fetchEarningsPage(query));

export const useEarningsPage = (query: PageQuery) => useQuery(earningsPageQueryOptions(query));

/** GET /payouts/earnings.csv: the whole ledger as a CSV file (the API streams it). */
export async function fetchEarningsCsv(): Promise<Blob> {
  return (await api.get('payouts/earnings.csv')).blob();
}

/** GET /payouts/resale-earnings: one page of the consumer's card resales and their shares, newest first. */
export const fetchResaleEarningsPage = (query: PageQuery) =>
  fetchPage<ResaleEarning>('payouts/resale-earnings', query);

/** Under the `payouts` keys: a payouts change invalidates them all. */
export const resaleEarningsPageQueryOptions = (query: PageQuery) =>
  pageQueryOptions(['payouts', 'resale-earnings', query] as const, () => fetchResaleEarningsPage(query));

export const useResaleEarningsPage = (query: PageQuery) => useQuery(resaleEarningsPageQueryOptions(query));

/** GET /payouts/transfers: one page of the transfers made to the business's payout account, newest first. */
export const fetchPayoutsMadePage = (query: PageQuery) =>
  fetchPage<PayoutTransfer>('payouts/transfers', query);

export const payoutsMadePageQueryOptions = (query: PageQuery) =>
  pageQueryOptions(['payouts', 'transfers', query] as const, () => fetchPayoutsMadePage(query));

export const usePayoutsMadePage = (query: PageQuery) => useQuery(payoutsMadePageQueryOptions(query));

/** GET /payouts/revenue: the business's card revenue per day over the last `days` days. */
export const fetchRevenue = (days: number) =>
  fetchData<Revenue>('payouts/revenue', { searchParams: { days } });

export const useRevenue = (days: number) =>
  useQuery({
    queryKey: ['payouts', 'revenue', days] as const,
    queryFn: () => fetchRevenue(days),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
