import type { RoleName } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../auth-store.ts';
import { useCurrentPath } from './use-current-path.ts';

/**
 * Customer-only and business-only routes (SPEC section 2): anyone without a session of `roleName`
 * (logged out, or logged in with the other role) goes to login with the current path as returnUrl.
 */
export function RequireRole({ roleName }: { roleName: RoleName }) {
  const user = useAuthStore((state) => state.user);
  const currentPath = useCurrentPath();
  if (user?.role_name !== roleName)
    return <Navigate replace to={authPaths.login.href({ returnUrl: currentPath })} />;
  return <Outlet />;
}
