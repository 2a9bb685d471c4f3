import type { CheckoutRequest, CheckoutSession } from '@keyclub/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';

// The buy page imports this file: the answer's schema (and zod) loads with the call instead.
const answerSchemas = () => import('./card-purchase-answers.ts');

/**
 * POST /tokens/checkout: opens a card payment session for the membership `id` names (a new copy, a
 * resale listing or the buyer's expired copy) and answers where the browser goes to pay.
 */
export async function createCheckout(body: CheckoutRequest): Promise<CheckoutSession> {
  const { checkoutSessionResponseSchema } = await answerSchemas();
  const answer = await api.post('tokens/checkout', { json: body }).json(checkoutSessionResponseSchema);
  return answer.data;
}

/**
 * Runs createCheckout as a mutation of the query client's cache, as `useMutation` would (its
 * `onError` sees it), without the mutation observer and hook, which the buy page's first load would
 * carry (~1 kB gzip). Silent: the buy page shows the refusal ('No Memberships available.', …) beside
 * its button.
 */
export const runCreateCheckout = (
  queryClient: QueryClient,
  body: CheckoutRequest,
): Promise<CheckoutSession> =>
  queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: createCheckout, meta: { silent: true } })
    .execute(body);
