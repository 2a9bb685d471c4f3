import { DEFAULT_LOGIN_TARGET } from '@keyclub/app-shell';
import { authPaths } from '@keyclub/domain/paths';

const trimSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The path a successful login goes to (SPEC section 2): the `returnUrl` query value, except that a
 * returnUrl equal to the current path becomes /tokens. We also refuse anything that is not an
 * in-app path (`https://evil.example`, `//evil.example`) or that leads back into the auth area,
 * so the parameter can neither send users off-site nor loop them through login.
 */
export function loginTarget(returnUrl: string | null | undefined, currentPath: string): string {
  if (!returnUrl?.startsWith('/') || returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) {
    return DEFAULT_LOGIN_TARGET;
  }
  const path = trimSlashes(returnUrl.split(/[?#]/)[0] ?? '');
  if (path === trimSlashes(currentPath)) return DEFAULT_LOGIN_TARGET;
  if (path === authPaths.root.pattern || path.startsWith(`${authPaths.root.pattern}/`))
    return DEFAULT_LOGIN_TARGET;
  return returnUrl;
}
