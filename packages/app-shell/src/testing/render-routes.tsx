import {
  type CreateQueryClientOptions,
  createQueryClient,
  shareQueryClientWithLoaders,
} from '@keyclub/api-client';
import { TEST_API_URL } from '@keyclub/api-client/testing';
import { useAuthStore } from '@keyclub/app-state';
import type { User } from '@keyclub/domain';
import { notify, UiProvider } from '@keyclub/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { connectApiClient } from '../session/connect-api-client.ts';

export interface RenderRoutesOptions {
  routes: RouteObject[];
  /** Where the memory router starts (path and query). */
  path: string;
  /** A logged-in user and their access token, put in the session store; without it nobody is. */
  session?: { user: User; token?: string };
  /** Fills the query cache before the first render: the screen asks nothing for what it finds. */
  cache?: (queryClient: QueryClient) => void;
  /** The API's base URL (default TEST_API_URL, which mockApi answers); the client sends the session's token, as the app's does. */
  api?: string;
  /** Told the error text of a failed query or mutation (default the app's error toast). */
  onError?: CreateQueryClientOptions['onError'];
}

/**
 * Renders `routes` as mountApp does (the app's theme, query client and API connection, a parent route
 * rendering nothing while a lazy route loads), in a memory router at `path`. `onError` in the answer
 * records what was reported.
 */
export function renderRoutes({
  routes,
  path,
  session,
  cache,
  api = TEST_API_URL,
  onError = notify.error,
}: RenderRoutesOptions) {
  if (session) useAuthStore.getState().setSession(session.user, session.token ?? 'test-token');
  connectApiClient(api);
  const reported = vi.fn(onError);
  const queryClient = createQueryClient({ onError: reported, onSuccess: notify.dismissErrorOf });
  cache?.(queryClient);
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
  return { router, queryClient, onError: reported };
}

type TestRouter = ReturnType<typeof renderRoutes>['router'];

/** Waits until the app shows `pathAndQuery` (navigations into a lazy route finish asynchronously). */
export const expectLocation = (router: TestRouter, pathAndQuery: string) =>
  waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(pathAndQuery),
  );
