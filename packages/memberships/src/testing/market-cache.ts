import { type MarketplaceRequest, marketplaceQueryOptions, usdToEthQueryOptions } from '@keyclub/api-client';
import type { Token } from '@keyclub/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** USD price of one ETH in the tests' reference answer: $50 is 0.020 ETH. */
export const TEST_ETH_PRICE = 2500;

/** A page of GET /market-place as the API answers it. */
export const marketplacePage = (request: MarketplaceRequest, data: Token[], total = data.length) => ({
  data,
  meta: { page: request.page, limit: request.limit, total },
});

/** Caches the answer of GET /market-place for this request: the screen makes no request for it. */
export function cacheMarketplace(
  queryClient: QueryClient,
  request: MarketplaceRequest,
  data: Token[],
  total = data.length,
) {
  queryClient.setQueryData(marketplaceQueryOptions(request).queryKey, marketplacePage(request, data, total));
}

/** Leaves a query loading for good, as a slow API would: the screen shows what it shows meanwhile. */
export function keepLoading(queryClient: QueryClient, queryKey: QueryKey) {
  void queryClient.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => undefined) });
}

/** A renderRoutes `cache`: the ETH reference rate, then what `fill` caches. */
export const withEthPrice =
  (fill: (queryClient: QueryClient) => void = () => undefined) =>
  (queryClient: QueryClient) => {
    queryClient.setQueryData(usdToEthQueryOptions().queryKey, { USD_TO_ETH_VALUE: TEST_ETH_PRICE });
    fill(queryClient);
  };
