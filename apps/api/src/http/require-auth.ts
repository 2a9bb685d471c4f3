import type { UserRole } from '@keyclub/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps.ts';
import { ACCESS_MESSAGES } from './access-messages.ts';
import { ACCESS_TOKEN_HEADER } from './access-token.ts';
import { HttpError } from './errors.ts';
import { findLiveSession } from './sessions.ts';

/** Who is calling: set by requireAuth (always) and optionalAuth (or null). */
export type AuthContext = {
  userId: number;
  role: UserRole;
  businessId: number | null;
  sessionId: number;
};

export type AuthVariables = { auth: AuthContext };
export type OptionalAuthVariables = { auth: AuthContext | null };

const sessionOf = (deps: AppDeps, token: string | undefined): Promise<AuthContext | null> =>
  token ? findLiveSession(deps.db, token, deps.env.sessionTtlDays) : Promise.resolve(null);

/**
 * Refuses calls without a live session (401) or, with `role`, from any other role (403); sets
 * `c.var.auth` for the handler.
 */
export function requireAuth(
  deps: AppDeps,
  options?: { role?: UserRole },
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const auth = await sessionOf(deps, c.req.header(ACCESS_TOKEN_HEADER));
    if (!auth) throw new HttpError(401, ACCESS_MESSAGES.loginRequired);
    if (options?.role && auth.role !== options.role) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
    c.set('auth', auth);
    await next();
  };
}

/** For public routes that answer logged-in users differently: `c.var.auth` is the session or null. */
export function optionalAuth(deps: AppDeps): MiddlewareHandler<{ Variables: OptionalAuthVariables }> {
  return async (c, next) => {
    c.set('auth', await sessionOf(deps, c.req.header(ACCESS_TOKEN_HEADER)));
    await next();
  };
}
