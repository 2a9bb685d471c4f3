import { createHash } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { purchases } from '../../db/schema/index.ts';
import { RetryLaterError } from '../../throttle/retry-later.ts';

/**
 * Checkout holds (card checkout and wallet hold) counted from the purchases themselves, per user and
 * per client address: the live ones, and unpaid ones that lapsed less than `lapsedCountMs` ago
 * (docs/decisions/checkout.md "Hold limits").
 */
export const CHECKOUT_HOLDS = { perUser: 3, perIp: 10, lapsedCountMs: 60 * 60_000 } as const;

/** Who asks for a hold, and on what (a live attempt on the same source is answered, not refused). */
export type HoldRequester = { userId: number; clientIp: string; sourceTokenId: number };

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const holdLimitMessages = {
  user: (retryAfterMs: number) =>
    `You have ${CHECKOUT_HOLDS.perUser} unpaid checkouts open or recently expired. Pay for one, or try again in ${minutesText(retryAfterMs)}.`,
  ip: (retryAfterMs: number) =>
    `Too many unpaid checkouts from your network. Please try again in ${minutesText(retryAfterMs)}.`,
};

/** Advisory locks of this module use this first key (the second is a hash of the counter). */
const LOCK_CLASS = 0x6b63_0002;
const lockKey = (counter: string) => createHash('sha256').update(counter).digest().readInt32BE(0);

/**
 * The holds that count against their user and address: unpaid purchases and resales (a renewal holds
 * nothing) that are still PENDING, or that ended FAILED no earlier than their hold's end (they lapsed:
 * the sweep, an expired session, a replaced lapsed attempt), for `lapsedCountMs` after that end. A
 * checkout cancelled or declined early gave its copy back at once and does not count.
 */
const countedHolds = (now: number) =>
  and(
    inArray(purchases.kind, ['PURCHASE', 'RESALE']),
    isNull(purchases.paidAt),
    gt(purchases.reservedUntil, new Date(now - CHECKOUT_HOLDS.lapsedCountMs)),
    or(
      eq(purchases.status, 'PENDING'),
      and(eq(purchases.status, 'FAILED'), gte(purchases.updatedAt, purchases.reservedUntil)),
    ),
  );

/** Milliseconds until one of `ends` (hold ends) stops counting so fewer than `max` remain; 0 when fewer already. */
function waitFor(ends: number[], max: number, now: number): number {
  const sorted = [...ends].sort((a, b) => a - b);
  const leaving = sorted[sorted.length - max];
  return leaving === undefined ? 0 : Math.max(1, leaving + CHECKOUT_HOLDS.lapsedCountMs - now);
}

/**
 * Refuses a new hold (429 with Retry-After) once the user or the client address has its
 * CHECKOUT_HOLDS counted. Run inside the hold's transaction, before the hold: per-user and per-address
 * advisory locks make parallel holds (any API process) count one after the other, each seeing the
 * rows of those that committed before it.
 */
export async function assertHoldAllowed(tx: Tx, requester: HoldRequester): Promise<void> {
  const { userId, clientIp, sourceTokenId } = requester;
  const keys = [lockKey(`user:${userId}`), lockKey(`ip:${clientIp}`)].sort((a, b) => a - b);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${key})`);

  const now = Date.now();
  const holds = await tx
    .select({
      userId: purchases.userId,
      clientIp: purchases.clientIp,
      sourceTokenId: purchases.sourceTokenId,
      status: purchases.status,
      reservedUntil: purchases.reservedUntil,
    })
    .from(purchases)
    .where(and(countedHolds(now), or(eq(purchases.userId, userId), eq(purchases.clientIp, clientIp))));
  const ends = (rows: typeof holds) => rows.map((hold) => hold.reservedUntil?.getTime() ?? now);
  const retried = holds.some(
    (hold) =>
      hold.userId === userId &&
      hold.sourceTokenId === sourceTokenId &&
      hold.status === 'PENDING' &&
      (hold.reservedUntil?.getTime() ?? 0) > now,
  );
  // A concurrent attempt of this buyer on this token: the insert meets it and answers it.
  if (retried) return;

  const userWait = waitFor(ends(holds.filter((hold) => hold.userId === userId)), CHECKOUT_HOLDS.perUser, now);
  if (userWait > 0) throw new RetryLaterError(429, holdLimitMessages.user(userWait), userWait);
  const ipWait = waitFor(ends(holds.filter((hold) => hold.clientIp === clientIp)), CHECKOUT_HOLDS.perIp, now);
  if (ipWait > 0) throw new RetryLaterError(429, holdLimitMessages.ip(ipWait), ipWait);
}
