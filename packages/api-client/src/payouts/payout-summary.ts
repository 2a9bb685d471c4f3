import type { PayoutSummary } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { fetchData, inPlaceQueryOptions } from '../read-options.ts';

/** GET /payouts: the caller's payout account state and card balance (waiting, transferred): a business's earnings or a consumer's resale shares. */
export const fetchPayoutSummary = () => fetchData<PayoutSummary>('payouts');

/** The screens show a failed read in place, with Retry. */
export const payoutSummaryQueryOptions = () =>
  inPlaceQueryOptions(queryKeys.payouts.summary, fetchPayoutSummary);

export const usePayoutSummary = () => useQuery(payoutSummaryQueryOptions());
