import type { Earning, PageMeta, PayoutTransfer, ResaleEarning, Revenue } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

type PageQuery = Pick<PageMeta, 'page' | 'limit'>;

/** GET /payouts/earnings: one page of the business's card sales and renewals, newest first. */
export async function fetchEarningsPage(query: PageQuery): Promise<PageAnswer<Earning>> {
  return api.get('payouts/earnings', { searchParams: query }).json<PageAnswer<Earning>>();
}

export const earningsPageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: queryKeys.payouts.earnings(query),
    queryFn: () => fetchEarningsPage(query),
    placeholderData: keepPreviousData,
    // Silent: the page shows a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useEarningsPage = (query: PageQuery) => useQuery(earningsPageQueryOptions(query));

/** GET /payouts/earnings.csv: the whole ledger as a CSV file (the API streams it). */
export async function fetchEarningsCsv(): Promise<Blob> {
  return (await api.get('payouts/earnings.csv')).blob();
}

/** Under the `payouts` keys (a payouts change invalidates them all): one page of GET /payouts/resale-earnings. */
const resaleEarningsKey = (query: PageQuery) => ['payouts', 'resale-earnings', query] as const;

/** GET /payouts/resale-earnings: one page of the consumer's card resales and their shares, newest first. */
export async function fetchResaleEarningsPage(query: PageQuery): Promise<PageAnswer<ResaleEarning>> {
  return api.get('payouts/resale-earnings', { searchParams: query }).json<PageAnswer<ResaleEarning>>();
}

export const resaleEarningsPageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: resaleEarningsKey(query),
    queryFn: () => fetchResaleEarningsPage(query),
    placeholderData: keepPreviousData,
    // Silent: the tab shows a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useResaleEarningsPage = (query: PageQuery) => useQuery(resaleEarningsPageQueryOptions(query));

/** GET /payouts/transfers: one page of the transfers made to the business's payout account, newest first. */
export async function fetchPayoutsMadePage(query: PageQuery): Promise<PageAnswer<PayoutTransfer>> {
  return api.get('payouts/transfers', { searchParams: query }).json<PageAnswer<PayoutTransfer>>();
}

export const payoutsMadePageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: ['payouts', 'transfers', query] as const,
    queryFn: () => fetchPayoutsMadePage(query),
    placeholderData: keepPreviousData,
    // Silent: the page shows a failed read in place, with Retry.
    meta: { silent: true },
  });

export const usePayoutsMadePage = (query: PageQuery) => useQuery(payoutsMadePageQueryOptions(query));

/** GET /payouts/revenue: the business's card revenue per day over the last `days` days. */
export async function fetchRevenue(days: number): Promise<Revenue> {
  const answer = await api.get('payouts/revenue', { searchParams: { days } }).json<{ data: Revenue }>();
  return answer.data;
}

export const useRevenue = (days: number) =>
  useQuery({
    queryKey: ['payouts', 'revenue', days] as const,
    queryFn: () => fetchRevenue(days),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
