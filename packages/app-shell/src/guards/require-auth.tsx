import { useAuthStore } from '@keyclub/app-state';
import { authPaths } from '@keyclub/domain/paths';
import { Navigate, Outlet } from 'react-router';
import { useCurrentPath } from './use-current-path.ts';

/** Protected routes (SPEC section 2): without a logged-in user, to /auth/login/?returnUrl={current path}. */
export function RequireAuth() {
  const user = useAuthStore((state) => state.user);
  const currentPath = useCurrentPath();
  if (!user) return <Navigate replace to={authPaths.login.href({ returnUrl: currentPath })} />;
  return <Outlet />;
}
