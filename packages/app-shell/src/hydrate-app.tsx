import { createQueryClient, shareQueryClientWithLoaders } from '@keyclub/api-client';
import { notify } from '@keyclub/ui-kit';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppTree } from './app-tree.tsx';
import type { MountAppOptions } from './mount-app.tsx';
import { HYDRATED_ATTRIBUTE, readServerRenderedState } from './server-rendered-state.ts';
import { connectApiClient } from './session/connect-api-client.ts';

/** The first page's lazy route modules, in place before hydration: its markup needs them at once. */
async function loadFirstRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

/**
 * Takes over a page the server rendered (`renderRoute`): the query cache and the router's data come
 * from the page, so the first render is the server's markup and hydrates without asking again. In a
 * module of its own: only a server-rendered page loads it.
 */
export async function hydrateApp({ apiUrl, role, routes }: MountAppOptions): Promise<void> {
  const state = readServerRenderedState();
  if (!state) throw new Error('the page has no server-rendered state');
  connectApiClient(apiUrl);
  const queryClient = createQueryClient({ onError: notify.error, onSuccess: notify.dismissErrorOf });
  hydrate(queryClient, state.queries);
  shareQueryClientWithLoaders(queryClient);
  await loadFirstRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // In a transition, as startApp's first render: React hydrates in short tasks, not one long one
  // (total blocking time), and the markup stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <AppTree
        queryClient={queryClient}
        role={role}
        router={<RouterProvider router={router} />}
        onFirstCommit={() => root.setAttribute(HYDRATED_ATTRIBUTE, '')}
      />,
    );
  });
}
