import { type ApiErrorItem, apiErrorSchema, dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { api } from '../client.ts';
import { invalidate, queryKeys, staleAfter } from '../query-keys.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

export interface SaveTokenRequest {
  /** Present when editing: PUT /tokens/{id}; absent: POST /tokens. */
  id?: number;
  /** The multipart body: form fields, art image and covers, perks as JSON text arrays. */
  body: FormData;
}

/** POST /tokens (create) or PUT /tokens/{id} (update). */
export async function saveToken({ id, body }: SaveTokenRequest): Promise<Token> {
  const request = id === undefined ? api.post('tokens', { body }) : api.put(`tokens/${id}`, { body });
  const answer = await request.json(tokenResponseSchema);
  return answer.data;
}

/** The saved membership replaces its cached detail; every read that shows it refetches. */
export function useSaveToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToken,
    onSuccess: async (token) => {
      queryClient.setQueryData(queryKeys.tokens.detail(token.id), token);
      await invalidate(queryClient, staleAfter.tokenSave());
    },
  });
}

/** The validation items of a refused save (`field` = the form field's dotted path), else none. */
export function saveTokenErrorItems(error: unknown): ApiErrorItem[] {
  if (!isHTTPError(error)) return [];
  const body = apiErrorSchema.safeParse(error.data);
  return body.success ? body.data.errors : [];
}
