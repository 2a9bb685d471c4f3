import { dataEnvelope, type SellTerms, sellTermsSchema } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const sellTermsResponseSchema = dataEnvelope(sellTermsSchema);

/** GET /tokens/{id}/sell: the minimum ask, fee percentages and wallet approval of the caller's copy. */
export async function fetchSellTerms(id: number): Promise<SellTerms> {
  return (await api.get(`tokens/${id}/sell`).json(sellTermsResponseSchema)).data;
}

export const sellTermsQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tokens.sellTerms(id), queryFn: () => fetchSellTerms(id) });

export const useSellTerms = (id: number) => useQuery(sellTermsQueryOptions(id));
