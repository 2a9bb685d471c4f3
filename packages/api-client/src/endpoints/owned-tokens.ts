import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOwnTokens, type PageQuery, tokensQueryKey } from './tokens.ts';

/**
 * GET /tokens answers by role: for a signed-in consumer, the memberships they own (child tokens,
 * newest first) — the customer dashboard's list. Same call as the business list, its own cache entry.
 */
export const ownedTokensQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...tokensQueryKey, 'owned', query],
    queryFn: () => fetchOwnTokens(query),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOwnedTokens = (query: PageQuery) => useQuery(ownedTokensQueryOptions(query));
