import {
  createQueryClient,
  type MarketplaceRequest,
  marketplaceQueryOptions,
  shareQueryClientWithLoaders,
  usdToEthQueryOptions,
} from '@keyclub/api-client';
import type { Token } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { type QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

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

/**
 * Renders routes (as the shells do: a parent rendering nothing while a lazy module loads) at `path`,
 * with a query cache that `seed` fills first and the ETH reference rate cached.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  seed: (queryClient: QueryClient) => void = () => undefined,
) {
  const onError = vi.fn();
  const queryClient = createQueryClient({ onError });
  queryClient.setQueryData(usdToEthQueryOptions().queryKey, { USD_TO_ETH_VALUE: TEST_ETH_PRICE });
  seed(queryClient);
  shareQueryClientWithLoaders(queryClient);
  const router = createMemoryRouter([{ HydrateFallback: () => null, children: routes }], {
    initialEntries: [path],
  });
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { onError, router, queryClient };
}

/** Waits until the app shows `pathAndQuery` (navigations into a lazy route finish asynchronously). */
export const expectLocation = (router: MemoryRouter, pathAndQuery: string) =>
  waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(pathAndQuery),
  );
