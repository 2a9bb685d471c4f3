import type { SuspensionChange, SuspensionSubject, Suspensions } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys, staleAfter } from '../query-keys.ts';
import { fetchData, inPlaceQueryOptions } from '../read-options.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

/** GET /operator/suspensions: the memberships and businesses suspended now. */
export const fetchSuspensions = () => fetchData<Suspensions>('operator/suspensions');

/** The console shows a failed read in place, with Retry. */
export const suspensionsQueryOptions = () =>
  inPlaceQueryOptions(queryKeys.operator.suspensions, fetchSuspensions);

export const useSuspensions = () => useQuery(suspensionsQueryOptions());

export type SuspensionRequest = SuspensionChange & { subject: SuspensionSubject; id: number };

/** PUT /operator/suspensions/{subject}/{id}: suspend or restore a membership or a business, with a reason. */
export async function changeSuspension({ subject, id, ...change }: SuspensionRequest): Promise<void> {
  await api.put(`operator/suspensions/${subject}/${id}`, { json: change });
}

export const useChangeSuspension = () => useWriteThenRefetch(changeSuspension, staleAfter.suspension);
