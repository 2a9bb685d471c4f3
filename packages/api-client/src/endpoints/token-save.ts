import { type ApiErrorItem, apiErrorSchema, dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { api } from '../client.ts';
import { businessesQueryKey } from './business-page.ts';
import { tokenQueryOptions } from './token-detail.ts';
import { tokensQueryKey } from './tokens.ts';

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
