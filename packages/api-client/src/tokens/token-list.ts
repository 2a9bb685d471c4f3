import type { PageMeta, Token } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';
import { type PageQuery, pageQueryOptions } from '../read-options.ts';

/** A page of the caller's own memberships, optionally those whose title contains `title`. */
export type OwnTokensQuery = PageQuery & { title?: string | undefined };

export interface TokenPage {
  data: Token[];
  meta: PageMeta;
}

/**
 * GET /tokens answers by role, one page at a time: for a business its memberships (parent
 * tokens), for a consumer the memberships they own (child tokens, newest first).
 */
export async function fetchTokenPage({ page, limit, title }: OwnTokensQuery): Promise<TokenPage> {
  const searchParams = title ? { page, limit, title } : { page, limit };
  return api.get('tokens', { searchParams }).json<TokenPage>();
}

/** The business dashboard's list. */
export const ownTokensQueryOptions = (query: PageQuery) =>
  pageQueryOptions(queryKeys.tokens.own(query), () => fetchTokenPage(query));

/** The customer dashboard's list: same call as the business list, its own cache entry. */
export const ownedTokensQueryOptions = (query: OwnTokensQuery) =>
  pageQueryOptions(queryKeys.tokens.owned(query), () => fetchTokenPage(query));

export const useOwnTokens = (query: PageQuery) => useQuery(ownTokensQueryOptions(query));
export const useOwnedTokens = (query: OwnTokensQuery) => useQuery(ownedTokensQueryOptions(query));
