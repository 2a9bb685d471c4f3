import { meQueryOptions } from '@keyclub/api-client';
import { renderRoutes } from '@keyclub/app-shell/testing';
import type { User } from '@keyclub/domain';
import { useForgetLeftSession } from '../../session/leave-session.ts';
import { type SettingsExtraTab, settingsRoutesWith } from '../index.ts';

/** `/auth/login` stands in as 'Login' and, like the real login page, forgets a session left with useLeaveSession. */
function LoginStandIn() {
  useForgetLeftSession();
  return <p>Login</p>;
}

/**
 * /settings as the shells mount it, for a logged-in `user` whose GET /auth/me is already cached
 * (`meCached: false`: the page reads it).
 */
export function renderSettings(
  user: User,
  {
    path = '/settings',
    extraTabs = [],
    meCached = true,
  }: { path?: string; extraTabs?: SettingsExtraTab[]; meCached?: boolean } = {},
) {
  return renderRoutes({
    routes: [...settingsRoutesWith(extraTabs), { path: '/auth/login', Component: LoginStandIn }],
    path,
    session: { user, token: 'test-token' },
    cache: (queryClient) => {
      if (meCached) queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
