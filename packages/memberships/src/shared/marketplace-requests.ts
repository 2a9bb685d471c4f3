// The GET /market-place requests of the public screens, shared by their components and their route
// loaders (route-loaders.ts), so the request a loader starts is the one the component reads.
import type { MarketplaceRequest } from '@keyclub/api-client';
import { RECENTLY_LISTED_PAGE_SIZE, SEARCH_MIN_QUERY_LENGTH, SEARCH_PAGE_SIZE } from '@keyclub/domain';
import { readPage, readPageSize } from '@keyclub/domain/paths';

/** How many featured memberships the marketplace carousel cycles through. */
export const FEATURED_LIMIT = 6;

/** The featured banner: the newest recommended membership, of a category when given. */
export const featuredBannerRequest = (categoryId?: number): MarketplaceRequest => ({
  is_recommended: true,
  category_id: categoryId,
  page: 1,
  limit: 1,
});

export const featuredCarouselRequest: MarketplaceRequest = {
  is_featured: true,
  page: 1,
  limit: FEATURED_LIMIT,
};

/** Recently listed at the URL's `?page=&limit=`. */
export const recentlyListedRequest = (searchParams: URLSearchParams): MarketplaceRequest => ({
  page: readPage(searchParams),
  limit: readPageSize(searchParams),
});

/** The URL param of the marketplace's For resale page (Recently listed has `?page=`). */
export const RESALE_PAGE_PARAM = 'resale_page';

/** Open resale listings, most recently listed first. */
export const resaleListingsRequest = (
  page: number,
  limit = RECENTLY_LISTED_PAGE_SIZE,
): MarketplaceRequest => ({
  is_parent: false,
  page,
  limit,
});

/** A title search at the URL's `?page=`. */
export const searchRequest = (title: string, searchParams: URLSearchParams): MarketplaceRequest => ({
  title,
  page: readPage(searchParams),
  limit: SEARCH_PAGE_SIZE,
});

/** The searched title of /search?query=…, or null while it is too short to search. */
export function searchTitle(searchParams: URLSearchParams): string | null {
  const title = searchParams.get('query')?.trim() ?? '';
  return title.length >= SEARCH_MIN_QUERY_LENGTH ? title : null;
}

/**
 * The marketplace screen's four GET /market-place requests for its URL's params, as its sections
 * send them (banner, carousel, recently listed, For resale): what its route loader and its first
 * load's inline script ask for before they mount. A list, not named fields: it is in every first load.
 */
export const marketplaceScreenRequests = (searchParams: URLSearchParams) =>
  [
    featuredBannerRequest(),
    featuredCarouselRequest,
    recentlyListedRequest(searchParams),
    resaleListingsRequest(readPage(searchParams, RESALE_PAGE_PARAM)),
  ] as const;

/** The search screen's request for its URL's params, or null while the title is too short to search. */
export function searchScreenRequest(searchParams: URLSearchParams): MarketplaceRequest | null {
  const title = searchTitle(searchParams);
  return title === null ? null : searchRequest(title, searchParams);
}
