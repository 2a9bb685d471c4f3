import type { AttentionPurchase, AttentionPurchaseDetail, PaymentDispute } from '@keyclub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';
import {
  fetchData,
  fetchPage,
  inPlaceQueryOptions,
  type PageQuery,
  pageQueryOptions,
} from '../read-options.ts';

// The console shows each failed read in place, with Retry.

/** GET /operator/purchases/attention: one page of the purchases that need a hand, newest first. */
export const fetchAttentionPurchases = (query: PageQuery) =>
  fetchPage<AttentionPurchase>('operator/purchases/attention', query);

export const useAttentionPurchases = (query: PageQuery) =>
  useQuery(pageQueryOptions(queryKeys.operator.attention(query), () => fetchAttentionPurchases(query)));

/** GET /operator/purchases/{id}: the purchase, its deliveries and what operators did to it. */
export const fetchAttentionPurchase = (id: number) =>
  fetchData<AttentionPurchaseDetail>(`operator/purchases/${id}`);

export const useAttentionPurchase = (id: number | null) =>
  useQuery({
    ...inPlaceQueryOptions(queryKeys.operator.purchase(id ?? 0), () => fetchAttentionPurchase(id ?? 0)),
    enabled: id !== null,
  });

export type PurchaseActionRequest = { id: number; action: 'retry' | 'refund'; reason: string };

/** POST /operator/purchases/{id}/retry or …/refund, with a reason (the server makes a repeat one action). */
export async function actOnPurchase({ id, action, reason }: PurchaseActionRequest): Promise<void> {
  await api.post(`operator/purchases/${id}/${action}`, { json: { reason } });
}

export function useActOnPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnPurchase,
    // A refused action (409: another operator was first) also changed what the list shows.
    onSettled: () => invalidate(queryClient, staleAfter.operatorPurchase()),
  });
}

/** GET /operator/disputes: one page of the card payments' disputes, newest first. */
export const fetchDisputes = (query: PageQuery) => fetchPage<PaymentDispute>('operator/disputes', query);

export const useDisputes = (query: PageQuery) =>
  useQuery(pageQueryOptions(queryKeys.operator.disputes(query), () => fetchDisputes(query)));
