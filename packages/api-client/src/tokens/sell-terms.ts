import type { SellTerms } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /tokens/{id}/sell: the minimum ask, fee percentages and wallet approval of the caller's copy. */
export async function fetchSellTerms(id: number): Promise<SellTerms> {
  return (await api.get(`tokens/${id}/sell`).json<DataAnswer<SellTerms>>()).data;
}

export const sellTermsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tokens.sellTerms(id), queryFn: () => fetchSellTerms(id) });

export const useSellTerms = (id: number) => useQuery(sellTermsQueryOptions(id));
