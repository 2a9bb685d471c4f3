import { type ApiErrorItem, apiErrorSchema, dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { api } from '../client.ts';
import { businessesQueryKey } from './business-page.ts';
import { parseChainWrite, waitForChainWrite } from './chain-write.ts';
import { fetchToken, tokenQueryOptions } from './token-detail.ts';
import { tokensQueryKey } from './tokens.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

export interface SaveTokenRequest {
  /** Present when editing: PUT /tokens/{id}; absent: POST /tokens. */
  id?: number;
  /** The multipart body: form fields, art image and covers, perks as JSON text arrays. */
  body: FormData;
}

/** The header that makes a create safe to send again: the API answers a retry with the same membership. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * POST /tokens (create) or PUT /tokens/{id} (update). A create carries a fresh Idempotency-Key, so
 * a network failure is retried without making a second membership. While the blockchain has not
 * confirmed the save the API answers 202: this waits for it and then reads the membership.
 */
export async function saveToken({ id, body }: SaveTokenRequest): Promise<Token> {
  const response =
    id === undefined
      ? await api.post('tokens', {
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
          retry: { limit: 2, methods: ['post'], statusCodes: [] },
        })
      : await api.put(`tokens/${id}`, { body });
  if (response.status === 202) {
    return fetchToken(await waitForChainWrite(parseChainWrite(await response.json())));
  }
  return tokenResponseSchema.parse(await response.json()).data;
}

/** Saving changes every list and page that shows the membership, so all token and business reads refetch. */
export function useSaveToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToken,
    onSuccess: async (token) => {
      queryClient.setQueryData(tokenQueryOptions(token.id).queryKey, token);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tokensQueryKey }),
        queryClient.invalidateQueries({ queryKey: businessesQueryKey }),
      ]);
    },
  });
}

/** The validation items of a refused save (`field` = the form field's dotted path), else none. */
export function saveTokenErrorItems(error: unknown): ApiErrorItem[] {
  if (!isHTTPError(error)) return [];
  const body = apiErrorSchema.safeParse(error.data);
  return body.success ? body.data.errors : [];
}
