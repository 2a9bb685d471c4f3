import type { Curation, CurationChange, CurationOrder } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys, staleAfter } from '../query-keys.ts';
import { fetchData, inPlaceQueryOptions } from '../read-options.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

/** GET /operator/curation: the featured, recommended and hot lists, each in its order. */
export const fetchCuration = () => fetchData<Curation>('operator/curation');

/** The console shows a failed read in place, with Retry. */
export const curationQueryOptions = () => inPlaceQueryOptions(queryKeys.operator.curation, fetchCuration);

export const useCuration = () => useQuery(curationQueryOptions());

/** PUT /operator/curation/tokens/{id}: a membership onto a list (at its end) or off it, with a reason. */
export async function changeCuration({ id, ...change }: CurationChange & { id: number }): Promise<void> {
  await api.put(`operator/curation/tokens/${id}`, { json: change });
}

/** PUT /operator/curation/order: a list's whole order, first shown first, with a reason. */
export async function orderCuration(order: CurationOrder): Promise<void> {
  await api.put('operator/curation/order', { json: order });
}

export const useChangeCuration = () => useWriteThenRefetch(changeCuration, staleAfter.curation);
export const useOrderCuration = () => useWriteThenRefetch(orderCuration, staleAfter.curation);
