import {
  createQueryClient,
  dropEarlyAnswers,
  preloadHttpClient,
  shareQueryClientWithLoaders,
} from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import type { RoleName } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppTree } from './app-tree.tsx';
import { createFirstPaintGate, deferUntilPainted, nextTask } from './first-paint-gate.ts';
import { SERVER_RENDERED_STATE_ID } from './server-rendered-state.ts';
import { connectApiClient } from './session/connect-api-client.ts';

export interface MountAppOptions {
  apiUrl: string;
  /** The build's role (SPEC section 1): the two shells differ only by it and their routes. */
  role: RoleName;
  /** The shell's routes: their modules and loaders start once the shell's first frame is painted. */
  routes: RouteObject[];
}

/**
 * Starts a shell: the API client tied to the session, one query cache whose failures show the
 * error toast, and the providers every screen relies on (theme, loading overlay, session check,
 * role) around the shell's router, rendered into index.html's #root. It starts in the task after
 * the entry's evaluation (Chakra's createSystem is most of that one), so the page's start is two
 * tasks instead of one long one (docs/performance.md, "Page speed").
 */
export function mountApp(options: MountAppOptions): void {
  // A visitor's page the server rendered is hydrated (zustand's persist has read a kept session
  // already, synchronously); a browser with a kept session gets the app as ever.
  if (document.getElementById(SERVER_RENDERED_STATE_ID) && useAuthStore.getState().accessToken === null) {
    // The HTTP client ahead of the hydration's module (a task ahead: Vite's preload helper asks for
    // a dynamic import's file a microtask after the call), as startApp does for the page's modules.
    preloadHttpClient();
    void nextTask()
      .then(() => import('./hydrate-app.tsx'))
      .then(({ hydrateApp }) => hydrateApp(options));
    return;
  }
  void nextTask().then(() => startApp(options));
}

/**
 * The first page's early answers (index.html's inline script) are for it alone: dropped once the
 * user goes elsewhere. A redirect (a replace, like `/` to the marketplace) still lands on that page.
 */
function dropEarlyAnswersOnLeaving(router: ReturnType<typeof createBrowserRouter>): void {
  const { key } = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location.key === key || state.historyAction === 'REPLACE') return;
    dropEarlyAnswers();
    stop();
  });
}

function startApp({ apiUrl, role, routes }: MountAppOptions): void {
  connectApiClient(apiUrl);
  const queryClient = createQueryClient({ onError: notify.error, onSuccess: notify.dismissErrorOf });
  shareQueryClientWithLoaders(queryClient);
  const gate = createFirstPaintGate();
  // A first page with route loaders asks for the HTTP client first when the gate opens, and its
  // route modules a task later: Vite's preload helper asks for a dynamic import's file a microtask
  // after the call, which the route's `lazy` (20-odd files) would otherwise overtake, so the data
  // requests would wait for every route file (docs/performance.md, "Page speed").
  const routesMayStart = matchRoutes(routes, window.location)?.some(({ route }) => route.loader)
    ? gate.painted.then(() => {
        preloadHttpClient();
        return nextTask();
      })
    : gate.painted;
  const router = createBrowserRouter(deferUntilPainted(routes, routesMayStart));
  dropEarlyAnswersOnLeaving(router);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <AppTree
        queryClient={queryClient}
        role={role}
        router={<RouterProvider router={router} />}
        onFirstCommit={gate.committed}
      />,
    ),
  );
}
