import type { Address } from 'viem';
import { type ChainWriteKind, payloadOf } from '../../chain-writes/chain-write-kind.ts';
import { deleteImages } from './membership-images.ts';
import {
  createLockCall,
  type LockTerms,
  lockSetupCall,
  lockSyncCall,
  type StoredLockSettings,
} from './membership-lock.ts';
import {
  applyMembershipEdit,
  insertMembership,
  type MembershipDraft,
  type MembershipEditDraft,
} from './membership-rows.ts';
import {
  SALES_LOCK_WRITE,
  type SalesLockPayload,
  salesLockCall,
  sendsSalesState,
  withSalesState,
} from './sales-lock.ts';

export const MEMBERSHIP_WRITES = {
  create: 'membership.create',
  update: 'membership.update',
  restoreLock: 'membership.restore-lock',
  closeLock: 'membership.close-lock',
  salesLock: SALES_LOCK_WRITE,
} as const;

/** POST /tokens: create the lock, close it, price its renewal, then write the membership's rows. */
export type CreatePayload = { draft: MembershipDraft; lock: LockTerms; chainId: number };
/** PUT /tokens/{id} when the lock changes: sync it to `target` (the sales state applied at each send), then write the edit. */
export type UpdatePayload = {
  tokenId: number;
  draft: MembershipEditDraft;
  lock: Address;
  target: StoredLockSettings;
  /** The lock's settings before the edit, which a failed edit gives back. */
  before: StoredLockSettings;
};
/** Gives a lock the settings it had before an edit that failed after changing it. */
export type RestorePayload = { lock: Address; target: StoredLockSettings; profileId?: number };
/**
 * Closes a lock created before locks were closed at creation, then prices its renewal (USD, as
 * stored; absent from writes recorded before renewal pricing) (close-locks.ts).
 */
export type CloseLockPayload = { lock: Address; renewalPrice?: string };

/** The lock-settings kinds (restore, close, sales lock) write no rows when they mine. */
const nothingToWrite = async () => ({});

/** Logs a lock-settings write that failed for good (each kind says what converges the lock again). */
const logFailed =
  (message: string): ChainWriteKind['abandon'] =>
  async (deps, write) => {
    deps.logger.error({ write: write.id, ...payloadOf<{ lock: Address }>(write) }, message);
  };

const createMembershipWrite: ChainWriteKind = {
  // A creation sent twice would make two locks: an interrupted send fails instead, unless the lock
  // has mined and the send was a step closing it (read from the chain before each, so it converges).
  resendable: (write) => write.result.lock !== undefined,
  async nextCall(deps, write) {
    const lock = write.result.lock as Address | undefined;
    const terms = payloadOf<CreatePayload>(write).lock;
    // Closed and priced for renewal before the membership is listed: no key of it is ever open to
    // its holders, and a wallet renews it at its renewal price from the start.
    return lock ? lockSetupCall(deps.chain, lock, terms) : createLockCall(terms);
  },
  async finish(tx, _deps, write) {
    const { draft, chainId } = payloadOf<CreatePayload>(write);
    const tokenId = await insertMembership(tx, draft, { lock: write.result.lock as Address, chainId });
    return { tokenId };
  },
  async abandon(deps, write) {
    const { draft } = payloadOf<CreatePayload>(write);
    await deleteImages(deps, [...(draft.artFileId ? [draft.artFileId] : []), ...draft.coverFileIds]);
    if (write.result.lock) {
      // Mined, but the rows could not be written: the lock holds no keys and no funds, nobody lists it.
      deps.logger.error(
        { lock: write.result.lock, write: write.id },
        'membership not saved: its lock stays on chain unused',
      );
    }
  },
};

const updateMembershipWrite: ChainWriteKind = {
  resendable: true,
  async nextCall(deps, write) {
    const { lock, target, draft } = payloadOf<UpdatePayload>(write);
    // The sales state at send time, not at the edit's: a pause meanwhile keeps the lock closed.
    return lockSyncCall(deps.chain, lock, await withSalesState(deps.db, draft.profileId, target));
  },
  // And again at send time: a pause committed since nextCall's read must not see this limit sent after its close.
  stillWanted(tx, write, call) {
    const { draft, target } = payloadOf<UpdatePayload>(write);
    return sendsSalesState(tx, draft.profileId, call, target.maxNumberOfKeys);
  },
  async finish(tx, _deps, write) {
    const { draft, tokenId } = payloadOf<UpdatePayload>(write);
    await applyMembershipEdit(tx, draft);
    return { tokenId };
  },
  async abandon(deps, write, writes) {
    const { draft, lock, before } = payloadOf<UpdatePayload>(write);
    await deleteImages(deps, [...(draft.artFileId ? [draft.artFileId] : []), ...draft.newCoverFileIds]);
    if (write.minedTxHashes.length === 0) return;
    const restore = await deps.db.transaction((tx) =>
      writes.record(tx, {
        kind: MEMBERSHIP_WRITES.restoreLock,
        payload: { lock, target: before, profileId: draft.profileId } satisfies RestorePayload,
        subject: write.subject ?? undefined,
        businessId: write.businessId ?? undefined,
        requestedById: write.requestedById ?? undefined,
      }),
    );
    if (restore) void writes.drive(restore.id);
  },
};

const restoreLockWrite: ChainWriteKind = {
  resendable: true,
  async nextCall(deps, write) {
    const { lock, target, profileId } = payloadOf<RestorePayload>(write);
    // Absent from restores recorded before sales locks: those give back the stored settings as they are.
    const wanted = profileId === undefined ? target : await withSalesState(deps.db, profileId, target);
    return lockSyncCall(deps.chain, lock, wanted);
  },
  async stillWanted(tx, write, call) {
    const { target, profileId } = payloadOf<RestorePayload>(write);
    return profileId === undefined || sendsSalesState(tx, profileId, call, target.maxNumberOfKeys);
  },
  finish: nothingToWrite,
  // The next edit compares with the chain again, which repairs the lock.
  abandon: logFailed('restoring a lock failed'),
};

const closeLockWrite: ChainWriteKind = {
  resendable: true,
  nextCall(deps, write) {
    const { lock, renewalPrice } = payloadOf<CloseLockPayload>(write);
    return lockSetupCall(
      deps.chain,
      lock,
      renewalPrice === undefined ? {} : { renewalPrice: Number(renewalPrice) },
    );
  },
  finish: nothingToWrite,
  // Recorded again at the next start (close-locks.ts), which reads the chain first.
  abandon: logFailed('closing a lock failed'),
};

const salesLockWrite: ChainWriteKind = {
  resendable: true,
  nextCall(deps, write) {
    return salesLockCall(deps, payloadOf<SalesLockPayload>(write));
  },
  stillWanted(tx, write, call) {
    return sendsSalesState(tx, payloadOf<SalesLockPayload>(write).profileId, call);
  },
  finish: nothingToWrite,
  // The next pause, resume, suspension or restore of the membership converges the lock again.
  abandon: logFailed('the sales lock write failed'),
};

/** The membership kinds, registered with the chain writes at start (chain-write-kinds.ts). */
export const membershipWriteKinds: Record<string, ChainWriteKind> = {
  [MEMBERSHIP_WRITES.create]: createMembershipWrite,
  [MEMBERSHIP_WRITES.update]: updateMembershipWrite,
  [MEMBERSHIP_WRITES.restoreLock]: restoreLockWrite,
  [MEMBERSHIP_WRITES.closeLock]: closeLockWrite,
  [MEMBERSHIP_WRITES.salesLock]: salesLockWrite,
};
