import type { PayoutSummary } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /payouts: the caller's payout account state and card balance (waiting, transferred): a business's earnings or a consumer's resale shares. */
export async function fetchPayoutSummary(): Promise<PayoutSummary> {
  return (await api.get('payouts').json<DataAnswer<PayoutSummary>>()).data;
}

export const payoutSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.payouts.summary,
    queryFn: fetchPayoutSummary,
    // Silent: the screens show a failed read in place, with Retry.
    meta: { silent: true },
  });

export const usePayoutSummary = () => useQuery(payoutSummaryQueryOptions());
