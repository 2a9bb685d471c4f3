import { createQueryClient, shareQueryClientWithLoaders } from '@keyclub/api-client';
import type { RoleName } from '@keyclub/domain';
import { LoadingOverlay, notify, UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AuthRoleProvider } from '../auth-role.tsx';
import { connectApiClient } from '../session/connect-api-client.ts';
import { SessionCheck } from '../session/session-check.tsx';

export interface MountAppOptions {
  apiUrl: string;
  /** The build's role (SPEC section 1): the two shells differ only by it and their routes. */
  role: RoleName;
  /** Called once the query cache exists: the router runs the first route's loaders as soon as it is made. */
  createRouter: () => ComponentProps<typeof RouterProvider>['router'];
}

/**
 * Starts a shell: the API client tied to the session, one query cache whose failures show the
 * error toast, and the providers every screen relies on (theme, loading overlay, session check,
 * role) around the shell's router, rendered into index.html's #root.
 */
export function mountApp({ apiUrl, role, createRouter }: MountAppOptions): void {
  connectApiClient(apiUrl);
  const queryClient = createQueryClient({ onError: notify.error });
  shareQueryClientWithLoaders(queryClient);
  const router = createRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <LoadingOverlay />
          <SessionCheck />
          <AuthRoleProvider role={role}>
            <RouterProvider router={router} />
          </AuthRoleProvider>
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
