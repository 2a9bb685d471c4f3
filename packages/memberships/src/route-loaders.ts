// Route loaders of the public consumer screens: they start the first-paint requests when the
// navigation starts, in parallel with the route's lazy module, instead of after its component
// mounts. They only fill the shared query cache (same query options as the components) and never
// wait for it or fail: the component shows its skeleton, its answer or its error as before. The
// marketplace's banner image and the detail's lead image, the pages' largest paint, are asked for
// as soon as their URL arrives.
import {
  businessPageQueryOptions,
  categoriesQueryOptions,
  loaderQueryClient,
  marketplaceQueryOptions,
  tokenDetailQueryOptions,
  usdToEthQueryOptions,
} from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { routeIdOf } from '@keyclub/domain/paths';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { leadImageOf, preloadImage } from './shared/lead-image.ts';
import { marketplaceScreenRequests, searchScreenRequest } from './shared/marketplace-requests.ts';

/** Starts the prefetches on the shared cache; prefetchQuery never rejects, and nothing waits for it. */
const prefetch = (start: (client: QueryClient) => Promise<void>[]): null => {
  void Promise.all(start(loaderQueryClient()));
  return null;
};

const searchParamsOf = (request: Request) => new URL(request.url).searchParams;

/** Fetches into the cache as `prefetchQuery` does, then preloads the image the page paints largest. */
const withLeadImage = <T>(fetched: Promise<T>, imageUrlOf: (data: T) => string | undefined) =>
  fetched.then(
    (data) => {
      const url = imageUrlOf(data);
      if (url) preloadImage(url);
    },
    () => undefined,
  );

export const marketplaceLoader = ({ request }: LoaderFunctionArgs) => {
  const [banner, carousel, recentlyListed, resale] = marketplaceScreenRequests(searchParamsOf(request));
  return prefetch((client) => [
    client.prefetchQuery(categoriesQueryOptions()),
    withLeadImage(
      client.fetchQuery(marketplaceQueryOptions(banner)),
      (page) => page.data[0] && leadImageOf(page.data[0].profile)?.url,
    ),
    client.prefetchQuery(marketplaceQueryOptions(carousel)),
    client.prefetchQuery(marketplaceQueryOptions(recentlyListed)),
    client.prefetchQuery(marketplaceQueryOptions(resale)),
    client.prefetchQuery(usdToEthQueryOptions()),
  ]);
};

export const searchLoader = ({ request }: LoaderFunctionArgs) => {
  const search = searchScreenRequest(searchParamsOf(request));
  if (search === null) return null;
  return prefetch((client) => [
    client.prefetchQuery(marketplaceQueryOptions(search)),
    client.prefetchQuery(usdToEthQueryOptions()),
  ]);
};

export const publicTokenLoader = ({ params }: LoaderFunctionArgs) => {
  const id = routeIdOf(params.id);
  if (id === null) return null;
  // Keyed by the viewer as the page keys it: a visitor's answer has no `owned_token_id`.
  const viewerId = useAuthStore.getState().user?.id ?? null;
  return prefetch((client) => [
    withLeadImage(
      client.fetchQuery(tokenDetailQueryOptions(id, viewerId)),
      (detail) => leadImageOf(detail.token.profile)?.url,
    ),
    client.prefetchQuery(usdToEthQueryOptions()),
  ]);
};

/** Behind the shell's login guard: only asks when a user is signed in. */
export const businessPageLoader = ({ params }: LoaderFunctionArgs) => {
  const id = routeIdOf(params.id);
  if (id === null || !useAuthStore.getState().user) return null;
  return prefetch((client) => [client.prefetchQuery(businessPageQueryOptions(id))]);
};
