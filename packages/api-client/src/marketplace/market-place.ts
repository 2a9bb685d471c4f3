import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';
import type { TokenPage } from '../tokens/token-list.ts';
import { type MarketplaceRequest, marketplaceSearchParams } from './market-place-params.ts';

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
    // Its lists show a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useMarketplace = (request: MarketplaceRequest) => useQuery(marketplaceQueryOptions(request));
