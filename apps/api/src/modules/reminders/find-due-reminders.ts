import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import type { Database } from '../../db/client.ts';
import { expiryReminders, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import { type CachedKey, syncKeys } from '../../read-models/key-sync.ts';
import { dueWindow, FIRST_REMINDER_BEFORE_MS, LAST_REMINDER_AFTER_MS } from './reminder-window.ts';

export type ReminderDeps = { db: Database; chain: ChainPort; logger: Logger };

/** A membership's term in milliseconds, from its duration and unit (-1 never expires). */
const termMs = sql<string>`${tokenProfiles.expirationDuration}::bigint * case ${tokenProfiles.expirationDurationType} when 'HOURS' then 3600000 else 86400000 end`;

/**
 * Records the reminders due now, by the chain's clock: the copies whose key expires within a week
 * (or expired within a day) and whose holder wants reminders, their keys read again from the chain
 * when their cache is stale (a renewal moved the expiry, a resale the holder). Every process may run
 * it at once: a reminder is one row per copy, key expiry and window, inserted with ON CONFLICT DO
 * NOTHING. Answers how many new reminders it recorded; without the chain's clock it records none.
 */
export async function findDueReminders(deps: ReminderDeps): Promise<number> {
  let now: Date;
  try {
    ({ now } = await deps.chain.readKeys([]));
  } catch (error) {
    deps.logger.warn({ err: error }, 'expiry reminders wait for the chain: its clock was not read');
    return 0;
  }
  const candidates = await deps.db
    .select({
      id: tokens.id,
      lock: tokenProfiles.contractAddress,
      tokenIdBc: tokens.tokenIdBc,
      ownerId: tokens.ownerId,
      ownerWalletAddress: tokens.ownerWalletAddress,
      expiresAt: tokens.expiresAt,
      chainSyncedAt: tokens.chainSyncedAt,
      termMs,
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(users, eq(users.id, tokens.ownerId))
    .where(
      and(
        isNotNull(tokens.parentId),
        isNotNull(tokens.tokenIdBc),
        // A paused membership renews nothing: its holders were told when it was paused.
        eq(tokenProfiles.status, 'ACTIVE'),
        gt(tokens.expiresAt, new Date(now.getTime() - LAST_REMINDER_AFTER_MS)),
        lte(tokens.expiresAt, new Date(now.getTime() + FIRST_REMINDER_BEFORE_MS)),
        eq(users.isExpiryReminderEmailNotify, true),
        eq(users.status, 'ACTIVE'),
        isNull(users.archivedAt),
      ),
    );
  if (candidates.length === 0) return 0;

  const sync = await syncKeys(deps, candidates satisfies CachedKey[]);
  const due = candidates.flatMap((copy) => {
    const fresh = sync.fresh.get(copy.id);
    // A key now in another wallet has a new holder (or none): the next scan reminds them.
    const moved = fresh && fresh.ownerWalletAddress.toLowerCase() !== copy.ownerWalletAddress?.toLowerCase();
    const expiresAt = fresh ? fresh.expiresAt : copy.expiresAt;
    if (moved || copy.ownerId === null || expiresAt === null) return [];
    const window = dueWindow(expiresAt, now, Number(copy.termMs));
    return window ? [{ tokenId: copy.id, userId: copy.ownerId, keyExpiresAt: expiresAt, window }] : [];
  });
  if (due.length === 0) return 0;
  const recorded = await deps.db
    .insert(expiryReminders)
    .values(due)
    .onConflictDoNothing()
    .returning({ id: expiryReminders.id });
  return recorded.length;
}
