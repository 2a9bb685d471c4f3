import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chainWrites } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

/** New locks one business may start per hour: each costs the API signer gas. */
export const LOCKS_PER_BUSINESS_PER_HOUR = 20;

export const lockLimitMessage = (minutes: number) =>
  `This business has created ${LOCKS_PER_BUSINESS_PER_HOUR} memberships in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * 429 once the business started LOCKS_PER_BUSINESS_PER_HOUR lock creations in the last hour,
 * counted from the recorded writes (failed ones too: a refused transaction may still have cost gas).
 * Run again inside the intent's transaction after locking the business row, so parallel saves
 * cannot all pass on the same count.
 */
export async function assertLockCreationAllowed(
  db: Pick<Database, 'select'>,
  businessId: number,
  kind: string,
): Promise<void> {
  const [window] = await db
    .select({ started: count(), oldest: min(chainWrites.createdAt) })
    .from(chainWrites)
    .where(
      and(
        eq(chainWrites.businessId, businessId),
        eq(chainWrites.kind, kind),
        gt(chainWrites.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((window?.started ?? 0) < LOCKS_PER_BUSINESS_PER_HOUR) return;
  const oldest = window?.oldest ? new Date(window.oldest).getTime() : Date.now();
  const minutes = Math.max(1, Math.ceil((oldest + 3_600_000 - Date.now()) / 60_000));
  throw new HttpError(429, lockLimitMessage(minutes));
}
