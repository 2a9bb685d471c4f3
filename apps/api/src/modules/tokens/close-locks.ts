import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { ChainWrites } from '../../chain-writes/chain-writes.ts';
import type { Database } from '../../db/client.ts';
import { chainWrites, tokenProfiles } from '../../db/schema/index.ts';
import { type CloseLockPayload, MEMBERSHIP_WRITES } from './membership-writes.ts';

/**
 * The write closing `lock` and pricing its renewal: one per lock, recorded again only after one
 * FAILED. (Before renewal pricing the key was `lock-close:`, closing only: every lock gets one more.)
 */
const closeLockKey = (lock: string) => `lock-setup:${lock.toLowerCase()}`;

/**
 * Records a `membership.close-lock` write for every lock of Keyclub's memberships that has none
 * DONE or under way (locks created before they were closed at creation, issue 31, or priced for
 * renewal, issue 35; the demo seed's), for chainWrites.start() to drive: it closes the lock, then
 * makes `extend` charge the membership's renewal price. Safe to run at every start and from several
 * processes at once: the idempotency key admits one live or finished write per lock, and the write
 * reads the chain first, so a lock already set up costs reads only. Answers how many it recorded.
 */
export async function recordLockClosing(deps: { db: Database; chainWrites: ChainWrites }): Promise<number> {
  const lowerLock = sql<string>`lower(${tokenProfiles.contractAddress})`;
  const open = await deps.db
    .selectDistinct({ lock: tokenProfiles.contractAddress, renewalPrice: tokenProfiles.renewalPrice })
    .from(tokenProfiles)
    .where(
      and(
        eq(tokenProfiles.contractType, 'INTERNAL'),
        isNotNull(tokenProfiles.contractAddress),
        notExists(
          deps.db
            .select({ id: chainWrites.id })
            .from(chainWrites)
            .where(
              and(
                eq(chainWrites.idempotencyKey, sql`'lock-setup:' || ${lowerLock}`),
                ne(chainWrites.status, 'FAILED'),
              ),
            ),
        ),
      ),
    );
  let recorded = 0;
  for (const { lock, renewalPrice } of open) {
    if (!lock) continue;
    const key = closeLockKey(lock);
    const write = await deps.db.transaction((tx) =>
      deps.chainWrites.record(tx, {
        kind: MEMBERSHIP_WRITES.closeLock,
        payload: { lock: lock as CloseLockPayload['lock'], renewalPrice } satisfies CloseLockPayload,
        subject: key,
        idempotency: { key, requestHash: key },
      }),
    );
    if (write) recorded += 1;
  }
  return recorded;
}
