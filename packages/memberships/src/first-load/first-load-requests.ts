// The GET requests a visitor's first load of a public screen sends through its route loader
// (route-loaders.ts), computed from the page's URL alone, so that the page's inline script can send
// them while the app's code downloads (docs/performance.md, "Data before code").
// `first-load-requests.test.ts` checks them against what the loaders send.
import type { MarketplaceRequest, TokenPage } from '@keyclub/api-client';
import { marketplaceSearchParams } from '@keyclub/api-client/early';
import type { Token } from '@keyclub/domain';
import { membershipPaths, routeIdOf } from '@keyclub/domain/paths';
import { leadImageOf } from '../shared/lead-image-preload.ts';
import { marketplaceScreenRequests, searchScreenRequest } from '../shared/marketplace-requests.ts';

export interface FirstLoadRequest {
  /** Path and query under the API's base URL, as the app's HTTP client is given them. */
  path: string;
  searchParams?: URLSearchParams;
  /** The image the page paints largest, read from this request's answer. */
  leadImageOf?: (answer: unknown) => string | undefined;
}

const ETH_PRICE: FirstLoadRequest = { path: 'references/usd/prices/eth' };

const marketplace = (request: MarketplaceRequest): FirstLoadRequest => ({
  path: 'market-place',
  searchParams: marketplaceSearchParams(request),
});

const bannerImageOf = (answer: unknown) => {
  const featured = (answer as TokenPage).data[0];
  return featured && leadImageOf(featured.profile)?.url;
};

const detailImageOf = (answer: unknown) => leadImageOf((answer as { data: Token }).data.profile)?.url;

/** `/public/token/:id`'s id, or null for another path. */
function publicTokenId(pathname: string): number | null {
  const { pattern } = membershipPaths.publicToken;
  const prefix = pattern.slice(0, pattern.indexOf(':id'));
  if (!pathname.startsWith(prefix)) return null;
  return routeIdOf(pathname.slice(prefix.length));
}

/** What the route loader of `url`'s screen asks for a visitor; nothing for other screens. */
export function firstLoadRequests(url: URL): FirstLoadRequest[] {
  const { pathname, searchParams } = url;
  if (pathname === membershipPaths.marketplace.pattern) {
    const [banner, carousel, recentlyListed, resale] = marketplaceScreenRequests(searchParams);
    return [
      { path: 'categories' },
      { ...marketplace(banner), leadImageOf: bannerImageOf },
      marketplace(carousel),
      marketplace(recentlyListed),
      marketplace(resale),
      ETH_PRICE,
    ];
  }
  if (pathname === membershipPaths.search.pattern) {
    const search = searchScreenRequest(searchParams);
    return search === null ? [] : [marketplace(search), ETH_PRICE];
  }
  const id = publicTokenId(pathname);
  if (id !== null) return [{ path: `tokens/${id}`, leadImageOf: detailImageOf }, ETH_PRICE];
  return [];
}
