import type { PageMeta, Token } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export type PageQuery = Pick<PageMeta, 'page' | 'limit'>;
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
  queryOptions({
    queryKey: queryKeys.tokens.own(query),
    queryFn: () => fetchTokenPage(query),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The dashboard shows a failed read in place, with Retry.
    meta: { silent: true },
  });

/** The customer dashboard's list: same call as the business list, its own cache entry. */
export const ownedTokensQueryOptions = (query: OwnTokensQuery) =>
  queryOptions({
    queryKey: queryKeys.tokens.owned(query),
    queryFn: () => fetchTokenPage(query),
    placeholderData: keepPreviousData,
    // Its lists show a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useOwnTokens = (query: PageQuery) => useQuery(ownTokensQueryOptions(query));
export const useOwnedTokens = (query: OwnTokensQuery) => useQuery(ownedTokensQueryOptions(query));
