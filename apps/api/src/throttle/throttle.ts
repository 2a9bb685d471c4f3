import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authThrottleEvents } from '../db/schema/index.ts';

export type ThrottleKind = (typeof authThrottleEvents.$inferInsert)['kind'];

/** At most `max` events in the window; the next one once the oldest left it. */
export type CountRule = { max: number; windowMs: number };
/** `after` events in the window are free; then each next one waits baseMs·2^(n−after) after the newest. */
export type DelayRule = { after: number; baseMs: number; windowMs: number };
export type ThrottleRule = CountRule | DelayRule;

/** One counter an attempt draws on. `enforce: false` counts the event without checking the limit. */
export type Allowance = {
  kind: ThrottleKind;
  subject: string;
  rules: readonly ThrottleRule[];
  enforce?: boolean;
};

/** `counts`: per allowance, its events in its longest window, the new one included. */
export type Taken =
  | { ok: true; eventIds: number[]; counts: number[] }
  | { ok: false; refused: Allowance; retryAfterMs: number };

/** Advisory locks of this module use this first key (the second is a hash of kind and subject). */
const LOCK_CLASS = 0x6b63_0001;

const lockKey = (allowance: Allowance) =>
  createHash('sha256').update(`${allowance.kind}:${allowance.subject}`).digest().readInt32BE(0);

const longestWindow = (allowance: Allowance) => Math.max(...allowance.rules.map((rule) => rule.windowMs));

/** Milliseconds until the rule allows one more event (0: allowed now), given the event times. */
function waitFor(rule: ThrottleRule, times: number[], now: number): number {
  const inWindow = times.filter((time) => time > now - rule.windowMs).sort((a, b) => a - b);
  if ('max' in rule) {
    const leaving = inWindow[inWindow.length - rule.max];
    return leaving === undefined ? 0 : Math.max(0, leaving + rule.windowMs - now);
  }
  const newest = inWindow.at(-1);
  if (newest === undefined || inWindow.length < rule.after) return 0;
  return Math.max(0, newest + rule.baseMs * 2 ** (inWindow.length - rule.after) - now);
}

/**
 * Takes one event from every allowance at once, or from none when one is used up: checking and
 * counting happen under a per-subject advisory lock, so concurrent attempts (in any API process)
 * cannot all pass a check before any of them is counted. Answers the new events' ids, so a
 * successful attempt can give them back (refundEvents).
 */
export async function takeAllowances(db: Database, allowances: Allowance[]): Promise<Taken> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const keys = [...new Set(allowances.map(lockKey))].sort((a, b) => a - b);
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${key})`);

    const recent = await tx
      .select({
        kind: authThrottleEvents.kind,
        subject: authThrottleEvents.subject,
        createdAt: authThrottleEvents.createdAt,
      })
      .from(authThrottleEvents)
      .where(
        or(
          ...allowances.map((allowance) =>
            and(
              eq(authThrottleEvents.kind, allowance.kind),
              eq(authThrottleEvents.subject, allowance.subject),
              gt(authThrottleEvents.createdAt, new Date(now - longestWindow(allowance))),
            ),
          ),
        ),
      );
    const timesOf = (allowance: Allowance) =>
      recent
        .filter((event) => event.kind === allowance.kind && event.subject === allowance.subject)
        .map((event) => event.createdAt.getTime());
    for (const allowance of allowances.filter((candidate) => candidate.enforce !== false)) {
      const times = timesOf(allowance);
      const retryAfterMs = Math.max(...allowance.rules.map((rule) => waitFor(rule, times, now)));
      if (retryAfterMs > 0) return { ok: false, refused: allowance, retryAfterMs };
    }
    const inserted = await tx
      .insert(authThrottleEvents)
      .values(allowances.map(({ kind, subject }) => ({ kind, subject, createdAt: new Date(now) })))
      .returning({ id: authThrottleEvents.id });
    return {
      ok: true,
      eventIds: inserted.map((row) => row.id),
      counts: allowances.map((allowance) => timesOf(allowance).length + 1),
    };
  });
}

/** Gives back the events of an attempt that turned out not to count (a successful login). */
export async function refundEvents(db: Database, eventIds: number[]) {
  if (eventIds.length > 0)
    await db.delete(authThrottleEvents).where(inArray(authThrottleEvents.id, eventIds));
}

export async function clearThrottleEvents(db: Database, kind: ThrottleKind, subject: string) {
  await db
    .delete(authThrottleEvents)
    .where(and(eq(authThrottleEvents.kind, kind), eq(authThrottleEvents.subject, subject)));
}
