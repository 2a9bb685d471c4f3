import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authThrottleEvents, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { SESSION_MAX_AGE_MS } from '../../http/sessions.ts';
import type { Job } from '../../jobs/job-runner.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Ended sessions stay this long: they remember the IPs an account logged in from (limits.ts). */
const ENDED_SESSION_KEPT_MS = 30 * DAY_MS;
/** Longer than the longest throttle window (a day, limits.ts). */
const THROTTLE_EVENT_KEPT_MS = 2 * DAY_MS;
/** Expired or used codes: kept a day for support questions, then gone. */
const CODE_KEPT_MS = DAY_MS;
/** Unverified signups: their codes died long ago, and nobody can log in to them. */
const PENDING_ACCOUNT_KEPT_MS = DAY_MS;

/**
 * Deletes ended sessions, old throttle events, dead codes and PENDING (unverified) accounts a day
 * after their signup (with their business and codes); answers how many of each.
 */
export async function sweepAuthRecords(db: Database, now = new Date()) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const endedBefore = before(ENDED_SESSION_KEPT_MS);
  const deletedSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, endedBefore),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, endedBefore)),
        lt(sessions.createdAt, before(SESSION_MAX_AGE_MS + ENDED_SESSION_KEPT_MS)),
      ),
    )
    .returning({ id: sessions.id });
  const deletedEvents = await db
    .delete(authThrottleEvents)
    .where(lt(authThrottleEvents.createdAt, before(THROTTLE_EVENT_KEPT_MS)))
    .returning({ id: authThrottleEvents.id });
  const deletedCodes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, before(CODE_KEPT_MS)))
    .returning({ id: verificationCodes.id });
  const deletedAccounts = await db
    .delete(users)
    .where(and(eq(users.status, 'PENDING'), lt(users.createdAt, before(PENDING_ACCOUNT_KEPT_MS))))
    .returning({ id: users.id });
  return {
    sessions: deletedSessions.length,
    throttleEvents: deletedEvents.length,
    codes: deletedCodes.length,
    pendingAccounts: deletedAccounts.length,
  };
}

/** Hourly: what the auth tables no longer need. */
export const authSweepJob = (db: Database): Job => ({
  name: 'auth sweep',
  everyMs: 60 * 60_000,
  run: async () => ({ deleted: await sweepAuthRecords(db) }),
});
