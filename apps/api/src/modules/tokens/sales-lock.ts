import { toLockMaxKeys } from '@keyclub/chain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { type Address, isAddressEqual } from 'viem';
import type { ChainCall, ChainPort } from '../../adapters/chain/chain-port.ts';
import type { ChainWriteStarter, Tx } from '../../chain-writes/chain-write-kind.ts';
import type { Database } from '../../db/client.ts';
import { businesses, tokenProfiles } from '../../db/schema/index.ts';
import type { StoredLockSettings } from './membership-lock.ts';

/**
 * A lock whose sales are closed: `maxNumberOfKeys` 0 (and, when priced for renewal, the lock as its
 * own extend hook: salesLockCall). Unlock v15's `purchase` then reverts
 * (LOCK_SOLD_OUT, `totalSupply + 1 > 0`) whatever the supply, while `grantKeys` (the API's delivery of
 * a hold taken before the pause), keys already sold and their `extend` are untouched. v15's
 * `updateLockConfig` accepts a limit below the supply, so closing never races a purchase.
 */
export const CLOSED_MAX_KEYS = '0';

/** The chain write kind converging a lock to its membership's sales state (membership-writes.ts). */
export const SALES_LOCK_WRITE = 'membership.sales-lock';

/** What `membership.sales-lock` converges: one membership's lock, by its profile (close-locks.ts' sibling). */
export type SalesLockPayload = { profileId: number; lock: Address };

type SalesState = { lock: Address | null; open: boolean; maxNumberOfKeys: string };

/**
 * Whether the membership sells now (not paused, neither it nor its business suspended) and the key
 * limit its lock has when it does (its copies, as created and edited). Read at each step, so a
 * write recorded for a pause that was resumed meanwhile converges to the resume.
 */
export async function salesState(db: Database | Tx, profileId: number): Promise<SalesState | undefined> {
  const [row] = await db
    .select({
      lock: tokenProfiles.contractAddress,
      type: tokenProfiles.contractType,
      status: tokenProfiles.status,
      copies: tokenProfiles.copies,
      suspended: isNotNull(tokenProfiles.suspendedAt),
      businessSuspended: isNotNull(businesses.suspendedAt),
    })
    .from(tokenProfiles)
    .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
    .where(eq(tokenProfiles.id, profileId));
  if (!row) return undefined;
  return {
    lock: row.type === 'INTERNAL' ? (row.lock as Address | null) : null,
    open: row.status !== 'ARCHIVED' && !row.suspended && !row.businessSuspended,
    maxNumberOfKeys: toLockMaxKeys(row.copies).toString(),
  };
}

/** `target` with the key limit a paused or suspended membership's lock keeps (an edit must not reopen it). */
export async function withSalesState(
  db: Database | Tx,
  profileId: number,
  target: StoredLockSettings,
): Promise<StoredLockSettings> {
  const state = await salesState(db, profileId);
  return state && !state.open ? { ...target, maxNumberOfKeys: CLOSED_MAX_KEYS } : target;
}

/**
 * The sales-lock rule at send time (ChainWriteKind.stillWanted): whether `call`, worked out before a
 * pause, resume, suspension or restore may have committed, still matches the membership's sales state
 * read now in the signing transaction: a key limit of 0 while closed and `openLimit` (default: its
 * copies' limit) while open, the lock as its own extend hook only while closed. A write of the lock
 * that read the state just before a pause thus never sends the old limit after the close.
 */
export async function sendsSalesState(
  tx: Tx,
  profileId: number,
  call: ChainCall,
  openLimit?: string,
): Promise<boolean> {
  if (call.type !== 'updateLockConfig' && call.type !== 'setLockHooks') return true;
  const state = await salesState(tx, profileId);
  if (!state) return true;
  if (call.type === 'setLockHooks')
    return state.open !== isAddressEqual(call.hooks.onKeyExtendHook, call.lock);
  const wanted = state.open ? (openLimit ?? state.maxNumberOfKeys) : CLOSED_MAX_KEYS;
  return call.maxNumberOfKeys === wanted;
}

/**
 * The next transaction bringing the lock to what the membership's sales state asks, keeping its
 * duration and other hooks; null once it matches. Closed: key limit 0, then the lock as its own
 * extend hook (a lock has no `onKeyExtend`, so `extend` and `grantKeyExtension` revert: no renewal
 * while paused, as the cancel hook already refuses cancels; only a lock priced for renewal, whose
 * extend hook is the deployment's RenewalPriceHook, so the reopen knows what to put back). Open: its
 * copies' limit, and the RenewalPriceHook back as extend hook. Read against the chain now, so a
 * resumed or repeated write sends only what differs.
 */
export async function salesLockCall(
  deps: { db: Database; chain: ChainPort },
  { profileId, lock }: SalesLockPayload,
): Promise<ChainCall | null> {
  const state = await salesState(deps.db, profileId);
  if (!state) return null;
  const wanted = state.open ? state.maxNumberOfKeys : CLOSED_MAX_KEYS;
  const current = await deps.chain.readLock(lock);
  if (current.maxNumberOfKeys.toString() !== wanted) {
    return {
      type: 'updateLockConfig',
      lock,
      expirationDuration: current.expirationDuration.toString(),
      maxNumberOfKeys: wanted,
    };
  }
  const [{ hooks }, { renewalPriceHook }] = await Promise.all([
    deps.chain.readLockGuards(lock),
    deps.chain.deployment(),
  ]);
  const [from, to] = state.open ? [lock, renewalPriceHook] : [renewalPriceHook, lock];
  return isAddressEqual(hooks.onKeyExtendHook, from)
    ? { type: 'setLockHooks', lock, hooks: { ...hooks, onKeyExtendHook: to } }
    : null;
}

/**
 * Records, in the transaction of a pause, resume, suspension or restore, one `membership.sales-lock`
 * write per lock of the given profiles (one intent per change: the change's conditional UPDATE
 * wins once). Answers their ids for the caller to drive after the commit; the resume job drives
 * any a restart left unfinished.
 */
export async function recordSalesLocks(
  tx: Tx,
  writes: ChainWriteStarter,
  profileIds: number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const profileId of profileIds) {
    const [profile] = await tx
      .select({ lock: tokenProfiles.contractAddress, businessId: tokenProfiles.businessId })
      .from(tokenProfiles)
      .where(
        and(
          eq(tokenProfiles.id, profileId),
          eq(tokenProfiles.contractType, 'INTERNAL'),
          isNotNull(tokenProfiles.contractAddress),
        ),
      );
    if (!profile?.lock) continue;
    const write = await writes.record(tx, {
      kind: SALES_LOCK_WRITE,
      payload: { profileId, lock: profile.lock as Address } satisfies SalesLockPayload,
      businessId: profile.businessId,
    });
    if (write) ids.push(write.id);
  }
  return ids;
}
