import { type PageMeta, pagedEnvelope, type Token, tokenSchema } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';

const ownTokensResponseSchema = pagedEnvelope(tokenSchema);

export interface PageQuery {
  page: number;
  limit: number;
}

export interface OwnTokensPage {
  data: Token[];
  meta: PageMeta;
}

/** GET /tokens — the signed-in business's memberships (parent tokens), one page of them. */
export async function fetchOwnTokens({ page, limit }: PageQuery): Promise<OwnTokensPage> {
  return api.get('tokens', { searchParams: { page, limit } }).json(ownTokensResponseSchema);
}

/** Every token read (own lists, details) starts with this key, so a save can refetch them all. */
export const tokensQueryKey = ['tokens'] as const;

export const ownTokensQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: [...tokensQueryKey, 'own', query],
    queryFn: () => fetchOwnTokens(query),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useOwnTokens = (query: PageQuery) => useQuery(ownTokensQueryOptions(query));
