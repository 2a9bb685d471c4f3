import type { MarketplaceQuery } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';
import type { PageQuery, TokenPage } from '../tokens/token-list.ts';

/** The filters of GET /market-place (domain `marketplaceQuerySchema`); left out means no filter. */
export type MarketplaceFilters = Partial<
  Pick<MarketplaceQuery, 'is_parent' | 'is_featured' | 'is_recommended' | 'is_hot' | 'category_id' | 'title'>
>;

export type MarketplaceRequest = MarketplaceFilters & PageQuery;

/** The query string: flags as 'true' / 'false', filters left out when not given. */
export function marketplaceSearchParams(request: MarketplaceRequest): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

/**
 * GET /market-place — one page of the marketplace, newest first: recently listed, featured,
 * recommended, a category or a title search (docs/api-roadmap.md section 4).
 */
export async function fetchMarketplace(request: MarketplaceRequest): Promise<TokenPage> {
  return api.get('market-place', { searchParams: marketplaceSearchParams(request) }).json<TokenPage>();
}

export const marketplaceQueryOptions = (request: MarketplaceRequest) =>
  queryOptions({
    queryKey: queryKeys.marketplace.page(request),
    queryFn: () => fetchMarketplace(request),
    // Keep the current page on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });

export const useMarketplace = (request: MarketplaceRequest) => useQuery(marketplaceQueryOptions(request));
