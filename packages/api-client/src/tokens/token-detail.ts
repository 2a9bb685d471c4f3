import { dataEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);

/** GET /tokens/{id} */
export async function fetchToken(id: number): Promise<Token> {
  const body = await api.get(`tokens/${id}`).json(tokenResponseSchema);
  return body.data;
}

export const tokenQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tokens.detail(id), queryFn: () => fetchToken(id) });

export const useToken = (id: number) => useQuery(tokenQueryOptions(id));
