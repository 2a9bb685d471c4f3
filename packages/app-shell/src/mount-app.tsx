import {
  createQueryClient,
  dropEarlyAnswers,
  preloadHttpClient,
  shareQueryClientWithLoaders,
} from '@keyclub/api-client';
import type { RoleName } from '@keyclub/domain';
import { notify, UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthRoleProvider } from './auth-role.tsx';
import { createFirstPaintGate, deferUntilPainted, nextTask } from './first-paint-gate.ts';
import { LoadingOverlay } from './loading/loading-overlay.tsx';
import { connectApiClient } from './session/connect-api-client.ts';
import { SessionCheck } from './session/session-check.tsx';

export interface MountAppOptions {
  apiUrl: string;
  /** The build's role (SPEC section 1): the two shells differ only by it and their routes. */
  role: RoleName;
  /** The shell's routes: their modules and loaders start once the shell's first frame is painted. */
  routes: RouteObject[];
}

function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(run, []);
  return null;
}

/**
 * Starts a shell: the API client tied to the session, one query cache whose failures show the
 * error toast, and the providers every screen relies on (theme, loading overlay, session check,
 * role) around the shell's router, rendered into index.html's #root. It starts in the task after
 * the entry's evaluation (Chakra's createSystem is most of that one), so the page's start is two
 * tasks instead of one long one (docs/performance.md, "Page speed").
 */
export function mountApp(options: MountAppOptions): void {
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
      <StrictMode>
        <UiProvider>
          <QueryClientProvider client={queryClient}>
            <LoadingOverlay />
            <SessionCheck />
            <AuthRoleProvider role={role}>
              <RouterProvider router={router} />
            </AuthRoleProvider>
            <OnFirstCommit run={gate.committed} />
          </QueryClientProvider>
        </UiProvider>
      </StrictMode>,
    ),
  );
}
