import type { AttentionPurchase, AttentionPurchaseDetail, PageMeta, PaymentDispute } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer, PageAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

type PageQuery = Pick<PageMeta, 'page' | 'limit'>;

/** GET /operator/purchases/attention: one page of the purchases that need a hand, newest first. */
export async function fetchAttentionPurchases(query: PageQuery): Promise<PageAnswer<AttentionPurchase>> {
  return api
    .get('operator/purchases/attention', { searchParams: query })
    .json<PageAnswer<AttentionPurchase>>();
}

export const useAttentionPurchases = (query: PageQuery) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.operator.attention(query),
      queryFn: () => fetchAttentionPurchases(query),
      placeholderData: keepPreviousData,
      // Silent: the console shows a failed read in place, with Retry.
      meta: { silent: true },
    }),
  );

/** GET /operator/purchases/{id}: the purchase, its deliveries and what operators did to it. */
export async function fetchAttentionPurchase(id: number): Promise<AttentionPurchaseDetail> {
  return (await api.get(`operator/purchases/${id}`).json<DataAnswer<AttentionPurchaseDetail>>()).data;
}

export const useAttentionPurchase = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.operator.purchase(id ?? 0),
      queryFn: () => fetchAttentionPurchase(id ?? 0),
      enabled: id !== null,
      meta: { silent: true },
    }),
  );

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
export async function fetchDisputes(query: PageQuery): Promise<PageAnswer<PaymentDispute>> {
  return api.get('operator/disputes', { searchParams: query }).json<PageAnswer<PaymentDispute>>();
}

export const useDisputes = (query: PageQuery) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.operator.disputes(query),
      queryFn: () => fetchDisputes(query),
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
