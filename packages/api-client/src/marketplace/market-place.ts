import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';
import { pageQueryOptions } from '../read-options.ts';
import type { TokenPage } from '../tokens/token-list.ts';
import { type MarketplaceRequest, marketplaceSearchParams } from './market-place-params.ts';

/**
 * GET /market-place — one page of the marketplace, newest first: recently listed, featured,
 * recommended, a category or a title search (docs/api-roadmap.md section 4).
 */
export async function fetchMarketplace(request: MarketplaceRequest): Promise<TokenPage> {
  return api.get('market-place', { searchParams: marketplaceSearchParams(request) }).json<TokenPage>();
}

/** The current page (or search) stays on screen while the next one loads. */
export const marketplaceQueryOptions = (request: MarketplaceRequest) =>
  pageQueryOptions(queryKeys.marketplace.page(request), () => fetchMarketplace(request));

export const useMarketplace = (request: MarketplaceRequest) => useQuery(marketplaceQueryOptions(request));
