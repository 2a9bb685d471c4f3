import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../http/client-ip.ts';
import { createSession } from '../../http/sessions.ts';

export type Session = { token: string; sessionId: number };

/** A new session for a login or a verification, with the caller's user agent and address. */
export const openSession = (deps: AppDeps, userId: number, caller: Caller) =>
  createSession(deps.db, {
    userId,
    ttlDays: deps.env.sessionTtlDays,
    userAgent: caller.userAgent,
    clientIp: caller.clientIp,
  });
