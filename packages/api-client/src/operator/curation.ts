import type { Curation, CurationChange, CurationOrder } from '@keyclub/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

/** GET /operator/curation: the featured, recommended and hot lists, each in its order. */
export async function fetchCuration(): Promise<Curation> {
  return (await api.get('operator/curation').json<DataAnswer<Curation>>()).data;
}

export const curationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operator.curation,
    queryFn: fetchCuration,
    // Silent: the console shows a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useCuration = () => useQuery(curationQueryOptions());

/** PUT /operator/curation/tokens/{id}: a membership onto a list (at its end) or off it, with a reason. */
export async function changeCuration({ id, ...change }: CurationChange & { id: number }): Promise<void> {
  await api.put(`operator/curation/tokens/${id}`, { json: change });
}

/** PUT /operator/curation/order: a list's whole order, first shown first, with a reason. */
export async function orderCuration(order: CurationOrder): Promise<void> {
  await api.put('operator/curation/order', { json: order });
}

export function useChangeCuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCuration,
    onSuccess: () => invalidate(queryClient, staleAfter.curation()),
  });
}

export function useOrderCuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCuration,
    onSuccess: () => invalidate(queryClient, staleAfter.curation()),
  });
}
