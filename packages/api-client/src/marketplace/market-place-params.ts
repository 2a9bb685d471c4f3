// The query of GET /market-place, without the client: a page's inline script builds it too
// (`@keyclub/api-client/early`).
import type { MarketplaceQuery } from '@keyclub/domain';
import type { PageQuery } from '../read-options.ts';

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
