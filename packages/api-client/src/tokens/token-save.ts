import type { ApiErrorItem, MembershipLaunchParts, MembershipParts, Token } from '@keyclub/domain';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { waitForChainWrite } from '../chain-writes/chain-write.ts';
import { api } from '../client.ts';
import { isHttpError } from '../http-error.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';
import { membershipMultipart } from './membership-multipart.ts';
import { fetchToken } from './token-detail.ts';

// The membership form loads this file when it is first used; the answers' schemas (and zod) load with the call.
const answerSchemas = () => import('./token-save-answers.ts');

export interface SaveTokenRequest {
  /** Present when editing: PUT /tokens/{id}; absent: POST /tokens. */
  id?: number;
  /** The form's parts: texts, JSON arrays, the new art image and covers (sent as multipart). */
  parts: MembershipParts;
  /** A create's coming-soon parts; absent: on sale at once (and never sent on edit). */
  launch?: MembershipLaunchParts;
}

/** The header that makes a create safe to send again: the API answers a retry with the same membership. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * POST /tokens (create) or PUT /tokens/{id} (update). A create carries a fresh Idempotency-Key, so
 * a network failure is retried without making a second membership. While the blockchain has not
 * confirmed the save the API answers 202: this waits for it and then reads the membership.
 */
export async function saveToken(
  { id, parts, launch }: SaveTokenRequest,
  queryClient: QueryClient,
): Promise<Token> {
  const body = membershipMultipart(parts, id === undefined ? launch : undefined);
  const response =
    id === undefined
      ? await api.post('tokens', {
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
          retry: { limit: 2, methods: ['post'], statusCodes: [] },
        })
      : await api.put(`tokens/${id}`, { body });
  const [answers, answer] = await Promise.all([answerSchemas(), response.json()]);
  if (response.status === 202) {
    const { data: write } = answers.chainWriteResponseSchema.parse(answer);
    return fetchToken(await waitForChainWrite(queryClient, write));
  }
  return answers.tokenResponseSchema.parse(answer).data;
}

/**
 * Saves as a mutation of `queryClient`'s cache, outside React (the form loads this module on
 * demand), so a failure reaches the query client's error toast as any mutation's does. The saved
 * membership replaces its cached detail; every read that shows it refetches.
 */
export function runTokenSave(queryClient: QueryClient, request: SaveTokenRequest): Promise<Token> {
  return new MutationObserver(queryClient, {
    mutationFn: (saving: SaveTokenRequest) => saveToken(saving, queryClient),
    onSuccess: async (token: Token) => {
      queryClient.setQueryData(queryKeys.tokens.detail(token.id), token);
      await invalidate(queryClient, staleAfter.tokenSave());
    },
  }).mutate(request);
}

/** The validation items of a refused save (`field` = the form field's dotted path), else none. */
export async function saveTokenErrorItems(error: unknown): Promise<ApiErrorItem[]> {
  if (!isHttpError(error)) return [];
  const { apiErrorSchema } = await answerSchemas();
  const body = apiErrorSchema.safeParse(error.data);
  return body.success ? body.data.errors : [];
}
