import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chainWrites } from '../../db/schema/index.ts';
import { RetryLaterError } from '../../throttle/retry-later.ts';
import { MEMBERSHIP_WRITES } from './membership-writes.ts';

/** New locks one business may start per hour: each costs the API signer gas. */
export const LOCKS_PER_BUSINESS_PER_HOUR = 20;
/** Edits of a lock's name, duration or key limit one business may start per hour: each sends one or two transactions. */
export const LOCK_CHANGES_PER_BUSINESS_PER_HOUR = 20;

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export const lockLimitMessage = (minutes: number) =>
  `This business has created ${LOCKS_PER_BUSINESS_PER_HOUR} memberships in the last hour. Try again in ${minutesText(minutes)}.`;
export const lockChangeLimitMessage = (minutes: number) =>
  `This business has changed the name, duration or number of copies of its memberships ${LOCK_CHANGES_PER_BUSINESS_PER_HOUR} times in the last hour. Try again in ${minutesText(minutes)}.`;

/** Which recorded writes a limit counts, how many an hour, and its refusal. */
type SignerWriteLimit = { kinds: string[]; max: number; message: (minutes: number) => string };

const LIMITS = {
  create: {
    kinds: [MEMBERSHIP_WRITES.create],
    max: LOCKS_PER_BUSINESS_PER_HOUR,
    message: lockLimitMessage,
  },
  // A failed edit's restore goes out unasked and is never refused, but it spends gas all the same.
  change: {
    kinds: [MEMBERSHIP_WRITES.update, MEMBERSHIP_WRITES.restoreLock],
    max: LOCK_CHANGES_PER_BUSINESS_PER_HOUR,
    message: lockChangeLimitMessage,
  },
} satisfies Record<string, SignerWriteLimit>;

/**
 * 429 (with Retry-After) once the business started the limit's writes `max` times in the last hour,
 * counted from the recorded writes (failed ones too: a refused transaction may still have cost gas).
 * Run again inside the intent's transaction after locking the business row, so parallel saves
 * cannot all pass on the same count.
 */
export async function assertLockWriteAllowed(
  db: Pick<Database, 'select'>,
  businessId: number,
  limit: keyof typeof LIMITS,
): Promise<void> {
  const { kinds, max, message } = LIMITS[limit];
  // The max-th newest write of the hour: while it is in the window, the limit is used up.
  const [leaving] = await db
    .select({ createdAt: chainWrites.createdAt })
    .from(chainWrites)
    .where(
      and(
        eq(chainWrites.businessId, businessId),
        inArray(chainWrites.kind, kinds),
        gt(chainWrites.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(chainWrites.createdAt))
    .offset(max - 1)
    .limit(1);
  if (!leaving) return;
  const retryAfterMs = Math.max(1000, new Date(leaving.createdAt).getTime() + 3_600_000 - Date.now());
  throw new RetryLaterError(429, message(Math.max(1, Math.ceil(retryAfterMs / 60_000))), retryAfterMs);
}
