import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { ChainWrites } from '../../chain-writes/chain-writes.ts';
import type { Database } from '../../db/client.ts';
import { chainWrites, tokenProfiles } from '../../db/schema/index.ts';
import { type CloseLockPayload, MEMBERSHIP_WRITES } from './membership-writes.ts';

/** The write closing `lock`: one per lock, recorded again only after one FAILED. */
const closeLockKey = (lock: string) => `lock-close:${lock.toLowerCase()}`;

/**
 * Records a `membership.close-lock` write for every lock of Keyclub's memberships that has none
 * DONE or under way (locks created before they were closed at creation; issue 31), for
 * chainWrites.start() to drive. Safe to run at every start and from several processes at once: the
 * idempotency key admits one live or finished write per lock, and the write reads the chain first,
 * so a lock that is already closed costs reads only. Answers how many it recorded.
 */
export async function recordLockClosing(deps: { db: Database; chainWrites: ChainWrites }): Promise<number> {
  const lowerLock = sql<string>`lower(${tokenProfiles.contractAddress})`;
  const open = await deps.db
    .selectDistinct({ lock: tokenProfiles.contractAddress })
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
                eq(chainWrites.idempotencyKey, sql`'lock-close:' || ${lowerLock}`),
                ne(chainWrites.status, 'FAILED'),
              ),
            ),
        ),
      ),
    );
  let recorded = 0;
  for (const { lock } of open) {
    if (!lock) continue;
    const key = closeLockKey(lock);
    const write = await deps.db.transaction((tx) =>
      deps.chainWrites.record(tx, {
        kind: MEMBERSHIP_WRITES.closeLock,
        payload: { lock: lock as CloseLockPayload['lock'] } satisfies CloseLockPayload,
        subject: key,
        idempotency: { key, requestHash: key },
      }),
    );
    if (write) recorded += 1;
  }
  return recorded;
}
