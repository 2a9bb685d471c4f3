import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authThrottleEvents } from '../../db/schema/index.ts';

type ThrottleKind = (typeof authThrottleEvents.$inferInsert)['kind'];

const FAILED_PASSWORD_LIMITS = [{ max: 10, windowMs: 15 * 60_000 }];

/**
 * Failed logins: 10 per account in 15 minutes, and as many wrong current passwords in a logged-in
 * password change (a stolen session must not become a password oracle). Mailed codes: 5 per
 * address and purpose an hour and 10 a day, which with 5 attempts per code allows at most 50
 * guesses of a 10^6 code space a day.
 */
export const THROTTLE_LIMITS: Record<ThrottleKind, { max: number; windowMs: number }[]> = {
  LOGIN_FAILURE: FAILED_PASSWORD_LIMITS,
  PASSWORD_CHECK_FAILURE: FAILED_PASSWORD_LIMITS,
  CODE_REQUEST: [
    { max: 5, windowMs: 60 * 60_000 },
    { max: 10, windowMs: 24 * 60 * 60_000 },
  ],
};

export const throttleSubject = (email: string, scope?: string) =>
  scope ? `${scope}:${email.trim().toLowerCase()}` : email.trim().toLowerCase();

const since = (windowMs: number) => new Date(Date.now() - windowMs);
const longestWindow = (kind: ThrottleKind) =>
  Math.max(...THROTTLE_LIMITS[kind].map((limit) => limit.windowMs));

/** True once the subject has used up its events of this kind in any of the kind's windows. */
export async function isThrottled(db: Database, kind: ThrottleKind, subject: string): Promise<boolean> {
  const recent = await db
    .select({ createdAt: authThrottleEvents.createdAt })
    .from(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.kind, kind),
        eq(authThrottleEvents.subject, subject),
        gt(authThrottleEvents.createdAt, since(longestWindow(kind))),
      ),
    );
  return THROTTLE_LIMITS[kind].some(
    ({ max, windowMs }) => recent.filter((event) => event.createdAt > since(windowMs)).length >= max,
  );
}

/** Counts one event, dropping the subject's events that left the window. */
export async function recordThrottleEvent(db: Database, kind: ThrottleKind, subject: string) {
  await db
    .delete(authThrottleEvents)
    .where(
      and(
        eq(authThrottleEvents.kind, kind),
        eq(authThrottleEvents.subject, subject),
        lt(authThrottleEvents.createdAt, since(longestWindow(kind))),
      ),
    );
  await db.insert(authThrottleEvents).values({ kind, subject });
}

export async function clearThrottleEvents(db: Database, kind: ThrottleKind, subject: string) {
  await db
    .delete(authThrottleEvents)
    .where(and(eq(authThrottleEvents.kind, kind), eq(authThrottleEvents.subject, subject)));
}
