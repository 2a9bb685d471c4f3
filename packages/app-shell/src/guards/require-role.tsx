import { useAuthStore } from '@keyclub/app-state';
import { shareABuild, type UserRole } from '@keyclub/domain';
import { authPaths } from '@keyclub/domain/paths';
import { Navigate, Outlet } from 'react-router';
import { homeOf } from './home-of.ts';
import { useCurrentPath } from './use-current-path.ts';

/**
 * Customer-only, business-only and operator-only routes (SPEC section 2, issue 35): anyone without a
 * session of `roleName` (logged out, or logged in with the other build's role) goes to login with
 * the current path as returnUrl. A user signed in to this build with its other role (a business user
 * on an operator page, an operator on a business page) goes to their own home instead: login would
 * only send them back here.
 */
export function RequireRole({ roleName }: { roleName: UserRole }) {
  const user = useAuthStore((state) => state.user);
  const currentPath = useCurrentPath();
  if (user && user.role_name !== roleName && shareABuild(user.role_name, roleName))
    return <Navigate replace to={homeOf(user.role_name)} />;
  if (user?.role_name !== roleName)
    return <Navigate replace to={authPaths.login.href({ returnUrl: currentPath })} />;
  return <Outlet />;
}
