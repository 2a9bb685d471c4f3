import type { Token, TokenDetailMeta } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export interface TokenDetail {
  token: Token;
  /** What the answer says about the caller: their own copy of this membership, if any. */
  meta: TokenDetailMeta;
}

/** GET /tokens/{id}: the membership alone. */
export async function fetchToken(id: number): Promise<Token> {
  const body = await api.get(`tokens/${id}`).json<DataAnswer<Token>>();
  return body.data;
}

/** GET /tokens/{id} with its `meta` (`owned_token_id`), which depends on who asks. */
export async function fetchTokenDetail(id: number): Promise<TokenDetail> {
  const { data, meta } = await api
    .get(`tokens/${id}`)
    .json<{ data: Token; meta?: Partial<TokenDetailMeta> }>();
  // Read without meta, the caller's own copy would look like "not owned": refuse instead.
  const owned = meta?.owned_token_id;
  if (owned !== null && typeof owned !== 'number')
    throw new Error(`GET /tokens/${id} answered without meta.owned_token_id`);
  return { token: data, meta: { owned_token_id: owned } };
}

// Silent: every page that reads a membership shows its failure in place, with Retry.
export const tokenQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.tokens.detail(id),
    queryFn: () => fetchToken(id),
    meta: { silent: true },
  });

/**
 * Keyed by the viewer too (the signed-in user id, null when logged out): after a login the page
 * asks again instead of showing the logged-out answer's meta.
 */
export const tokenDetailQueryOptions = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.tokens.detailFor(id, viewerId),
    queryFn: () => fetchTokenDetail(id),
    meta: { silent: true },
  });

export const useToken = (id: number) => useQuery(tokenQueryOptions(id));
export const useTokenDetail = (id: number, viewerId: number | null) =>
  useQuery(tokenDetailQueryOptions(id, viewerId));
