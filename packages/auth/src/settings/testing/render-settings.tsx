import { createQueryClient, meQueryOptions } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import type { User } from '@keyclub/domain';
import { notify, UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useForgetLeftSession } from '../../session/leave-session.ts';
import { type SettingsExtraTab, settingsRoutesWith } from '../index.ts';

/**
 * /settings as the shells mount it, for a logged-in `user` whose GET /auth/me is already cached,
 * with the app's query client (failed calls show their error toast). `/auth/login` renders 'Login'
 * and, like the real login page, forgets a session left with useLeaveSession.
 */
function LoginStandIn() {
  useForgetLeftSession();
  return <p>Login</p>;
}

export function renderSettings(
  user: User,
  { path = '/settings', extraTabs = [] }: { path?: string; extraTabs?: SettingsExtraTab[] } = {},
) {
  useAuthStore.getState().setSession(user, 'test-token');
  const queryClient = createQueryClient({ onError: notify.error });
  queryClient.setQueryData(meQueryOptions().queryKey, user);
  const router = createMemoryRouter(
    [
      { HydrateFallback: () => null, children: settingsRoutesWith(extraTabs) },
      { path: '/auth/login', Component: LoginStandIn },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, queryClient };
}
