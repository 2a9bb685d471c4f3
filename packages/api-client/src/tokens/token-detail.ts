import {
  dataEnvelope,
  type Token,
  type TokenDetailMeta,
  tokenDetailMetaSchema,
  tokenSchema,
} from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const tokenResponseSchema = dataEnvelope(tokenSchema);
const tokenDetailResponseSchema = z.object({ data: tokenSchema, meta: tokenDetailMetaSchema });

export interface TokenDetail {
  token: Token;
  /** What the answer says about the caller: their own copy of this membership, if any. */
  meta: TokenDetailMeta;
}

/** GET /tokens/{id}: the membership alone. */
export async function fetchToken(id: number): Promise<Token> {
  const body = await api.get(`tokens/${id}`).json(tokenResponseSchema);
  return body.data;
}

/** GET /tokens/{id} with its `meta` (`owned_token_id`), which depends on who asks. */
export async function fetchTokenDetail(id: number): Promise<TokenDetail> {
  const { data, meta } = await api.get(`tokens/${id}`).json(tokenDetailResponseSchema);
  return { token: data, meta };
}

export const tokenQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.tokens.detail(id), queryFn: () => fetchToken(id) });

/**
 * Keyed by the viewer too (the signed-in user id, null when logged out): after a login the page
 * asks again instead of showing the logged-out answer's meta.
 */
export const tokenDetailQueryOptions = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.tokens.detailFor(id, viewerId),
    queryFn: () => fetchTokenDetail(id),
  });

export const useToken = (id: number) => useQuery(tokenQueryOptions(id));
export const useTokenDetail = (id: number, viewerId: number | null) =>
  useQuery(tokenDetailQueryOptions(id, viewerId));
