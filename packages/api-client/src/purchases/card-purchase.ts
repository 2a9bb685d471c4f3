import { CARD_POLL_INTERVAL_MS, type CardPurchaseRequest, type PurchaseResult } from '@keyclub/domain';
import { type QueryState, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

// The buy page imports this file: the answer's schema (and zod) loads with the call instead.
const answerSchemas = () => import('./card-purchase-answers.ts');

/**
 * POST /tokens/{id}/purchase?stripe=true: confirms a card checkout after the buyer is back. The API
 * asks the provider and fulfils a paid session, so calling it again is safe; it answers `pending`
 * until the payment and the grant are through.
 */
export async function confirmCardPurchase(id: number, body: CardPurchaseRequest): Promise<PurchaseResult> {
  const { purchaseResultResponseSchema } = await answerSchemas();
  const answer = await api
    .post(`tokens/${id}/purchase`, { searchParams: { stripe: 'true' }, json: body })
    .json(purchaseResultResponseSchema);
  return answer.data;
}

/** The card return's poll (SPEC section 4): every 5 s until the answer is settled or the call failed. */
export const cardPollInterval = ({
  state,
}: {
  state: Pick<QueryState<PurchaseResult>, 'status' | 'data'>;
}) => (state.status === 'error' || state.data?.pending === false ? false : CARD_POLL_INTERVAL_MS);

/**
 * The confirmation of a card return, asked again while pending. The buy page's dialogs show the
 * outcome, so failures raise no toast and no loading overlay.
 */
export const cardPurchaseQueryOptions = (id: number, sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.purchases.card(id, sessionId),
    queryFn: () => confirmCardPurchase(id, { session_id: sessionId }),
    refetchInterval: cardPollInterval,
    // A settled purchase never changes: no refetch when the page mounts again.
    staleTime: (query) => (query.state.data?.pending === false ? Number.POSITIVE_INFINITY : 0),
    meta: { silent: true, background: true },
  });

export const useCardPurchase = (id: number, sessionId: string) =>
  useQuery(cardPurchaseQueryOptions(id, sessionId));
