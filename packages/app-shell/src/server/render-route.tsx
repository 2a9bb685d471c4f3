import { createQueryClient, shareQueryClientWithLoaders } from '@keyclub/api-client';
import { persistedStoreKey } from '@keyclub/app-state';
import { AUTH_STORE_NAME } from '@keyclub/app-state/stored-session';
import type { RoleName } from '@keyclub/domain';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppTree } from '../app-tree.tsx';
import type { ServerRenderedState } from '../server-rendered-state.ts';
import { connectApiClient } from '../session/connect-api-client.ts';

/**
 * Where a browser keeps its session (app-state's auth slice): a page's starter gives a kept session
 * the app at once, not a visitor's server-rendered page. Here, not beside the page's state: the
 * browser's entry imports that module, and the bundle has no room for it.
 */
export const STORED_SESSION_KEY = persistedStoreKey(AUTH_STORE_NAME);

export interface RenderedRoute {
  /** The markup of the app's root element. */
  html: string;
  /** What the browser's hydration starts from (`hydrateApp`). */
  state: ServerRenderedState;
}

/** A render waits this long at most for its data; past it, the page renders what arrived. */
const DATA_DEADLINE_MS = 5_000;

const settled = (client: QueryClient, deadlineMs: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, deadlineMs);
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
    if (client.isFetching() === 0) done();
  });

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a visitor's page on the server: the route's loaders fill a fresh query cache (route
 * loaders share one cache at a time, so renders take turns), the page renders from it once its
 * reads are in, and the cache and the router's data go with the markup for hydration. A request
 * the routes redirect or do not match renders nothing (null): the app renders it in the browser.
 */
export function renderRoute(options: {
  url: string;
  routes: RouteObject[];
  role: RoleName;
  apiUrl: string;
}): Promise<RenderedRoute | null> {
  const turn = queue.then(() => render(options));
  queue = turn.catch(() => undefined);
  return turn;
}

async function render({
  url,
  routes,
  role,
  apiUrl,
}: {
  url: string;
  routes: RouteObject[];
  role: RoleName;
  apiUrl: string;
}): Promise<RenderedRoute | null> {
  connectApiClient(apiUrl);
  // Failures are the browser's to show: its query re-runs where the server's failed.
  const queryClient = createQueryClient({ onError: () => undefined });
  shareQueryClientWithLoaders(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;
  await settled(queryClient, DATA_DEADLINE_MS);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppTree
      queryClient={queryClient}
      role={role}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      onFirstCommit={() => undefined}
    />,
  );
  const state: ServerRenderedState = {
    queries: dehydrate(queryClient),
    loaderData: context.loaderData,
  };
  queryClient.clear();
  return { html, state };
}
