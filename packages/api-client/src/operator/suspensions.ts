import type { SuspensionChange, SuspensionSubject, Suspensions } from '@keyclub/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

/** GET /operator/suspensions: the memberships and businesses suspended now. */
export async function fetchSuspensions(): Promise<Suspensions> {
  return (await api.get('operator/suspensions').json<DataAnswer<Suspensions>>()).data;
}

export const suspensionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operator.suspensions,
    queryFn: fetchSuspensions,
    // Silent: the console shows a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useSuspensions = () => useQuery(suspensionsQueryOptions());

export type SuspensionRequest = SuspensionChange & { subject: SuspensionSubject; id: number };

/** PUT /operator/suspensions/{subject}/{id}: suspend or restore a membership or a business, with a reason. */
export async function changeSuspension({ subject, id, ...change }: SuspensionRequest): Promise<void> {
  await api.put(`operator/suspensions/${subject}/${id}`, { json: change });
}

export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSuspension,
    onSuccess: () => invalidate(queryClient, staleAfter.suspension()),
  });
}
