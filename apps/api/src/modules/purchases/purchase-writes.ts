import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { maxUint256 } from 'viem';
import {
  type ChainWriteDeps,
  type ChainWriteKind,
  type ChainWriteRow,
  payloadOf,
  type Tx,
} from '../../chain-writes/chain-write-kind.ts';
import { INTERRUPTED_MESSAGE } from '../../chain-writes/chain-writes.ts';
import { archiveFormerOwnersCards } from '../../db/copy-cards.ts';
import { purchases, tokens } from '../../db/schema/index.ts';
import { failPurchase } from './hold.ts';
import { mailFulfilledPurchase } from './purchase-mails.ts';
import { recordBoughtCopy } from './record-copy.ts';
import { refundPurchase } from './refund.ts';
import { recordResalePayout } from './resale-payout.ts';

export const PURCHASE_WRITES = {
  grant: 'purchase.grant',
  extend: 'purchase.extend',
  transfer: 'resale.transfer',
} as const;

/**
 * A new key for the buyer (PURCHASE), valid `duration` seconds from when it is sent, in the chain's
 * clock (maxUint256 = never). Writes recorded before the duration was stored carry `expiration`
 * (unix seconds) instead.
 */
export type GrantPayload = {
  purchaseId: number;
  tokenProfileId: number;
  userId: number;
  lock: Address;
  recipient: Address;
} & ({ duration: string } | { expiration: string });
/** More time on the buyer's key (RENEWAL): `duration` seconds added by the lock. */
export type ExtendPayload = {
  purchaseId: number;
  lock: Address;
  copyId: number;
  tokenIdBc: string;
  duration: string;
};

/**
 * A listing's key moved from the seller's holder to the buyer's (RESALE); the copy row follows it.
 * `toCustody`: `to` is the buyer's custody address, whose key the signer must manage again.
 */
export type TransferPayload = {
  purchaseId: number;
  lock: Address;
  copyId: number;
  buyerId: number;
  sellerId: number;
  from: Address;
  to: Address;
  toCustody: boolean;
  tokenIdBc: string;
};

/** The purchase row, locked; only a PAID purchase is fulfilled. */
async function paidPurchase(tx: Tx, purchaseId: number) {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  if (purchase?.status !== 'PAID') throw new Error(`Purchase ${purchaseId} is ${purchase?.status}, not PAID`);
  return purchase;
}

const fulfilled = (tx: Tx, purchaseId: number, copyId: number, write: ChainWriteRow) =>
  tx
    .update(purchases)
    .set({
      status: 'FULFILLED',
      stockReserved: false,
      resultTokenId: copyId,
      grantTxHash: write.txHash,
      fulfilledAt: new Date(),
    })
    .where(eq(purchases.id, purchaseId));

/** Why a paid purchase failed without a refund: the chain may have delivered, a person must look. */
export const NEEDS_A_HAND = {
  delivered: 'Delivered on chain but not recorded: reconcile by hand.',
  interrupted:
    'The delivery was interrupted before its transaction was saved: check the chain before refunding.',
} as const;

/**
 * R6: the chain refused (simulation or receipt reverted, lock sold out): the purchase FAILED, its
 * hold released, the payment refunded. When the chain may have delivered (a transaction mined but its
 * rows could not be written, or a send cut off before its hash was saved), nothing is released or
 * refunded blindly: the purchase is FAILED with the reason, for the runbook.
 */
async function refuse(deps: ChainWriteDeps, write: ChainWriteRow) {
  const { purchaseId } = payloadOf<{ purchaseId: number }>(write);
  const uncertain =
    write.minedTxHashes.length > 0
      ? NEEDS_A_HAND.delivered
      : write.error?.message === INTERRUPTED_MESSAGE
        ? NEEDS_A_HAND.interrupted
        : null;
  if (uncertain) {
    await deps.db
      .update(purchases)
      .set({ status: 'FAILED', failureReason: uncertain })
      .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PAID')));
    deps.logger.error(
      { purchase: purchaseId, write: write.id, reason: uncertain },
      'a paid purchase needs a hand',
    );
    return;
  }
  const reason = `The chain refused the key: ${write.error?.message ?? 'unknown'}`;
  const failed = await deps.db.transaction((tx) => failPurchase(tx, purchaseId, reason, ['PAID']));
  if (!failed?.externalPaymentId) return;
  await refundPurchase(deps, purchaseId, failed.externalPaymentId);
}

/**
 * When the granted key expires: `duration` after the latest block's time, so a key lasts its
 * duration on the chain's clock whatever the server's says.
 */
async function grantExpiration(deps: ChainWriteDeps, payload: GrantPayload): Promise<bigint> {
  if ('expiration' in payload) return BigInt(payload.expiration);
  const duration = BigInt(payload.duration);
  if (duration === maxUint256) return maxUint256;
  const { now } = await deps.chain.readKeys([]);
  return BigInt(Math.floor(now.getTime() / 1000)) + duration;
}

const keyExpiry = (expiration: string) =>
  BigInt(expiration) === maxUint256 ? null : new Date(Number(expiration) * 1000);

// No kind is resendable: a grant sent twice mints two keys, an extension twice adds the time twice, and
// the engine cannot tell from a cut-off send whether it reached the node.
const grantWrite: ChainWriteKind = {
  resendable: false,
  async nextCall(deps, write) {
    if (write.result.keyId) return null;
    const payload = payloadOf<GrantPayload>(write);
    const { lock, recipient } = payload;
    return {
      type: 'grantKey',
      lock,
      recipient,
      expiration: (await grantExpiration(deps, payload)).toString(),
    };
  },
  async finish(tx, _deps, write) {
    const payload = payloadOf<GrantPayload>(write);
    await paidPurchase(tx, payload.purchaseId);
    // The hold becomes the sale: released first, so the recount counts the copy once.
    await tx.update(purchases).set({ stockReserved: false }).where(eq(purchases.id, payload.purchaseId));
    const { tokenId } = await recordBoughtCopy(tx, {
      tokenProfileId: payload.tokenProfileId,
      ownerId: payload.userId,
      ownerWalletAddress: payload.recipient,
      tokenIdBc: String(write.result.keyId),
      // A grant mined before its outcome carried the expiry has it in its payload.
      expiresAt: keyExpiry(
        String(write.result.keyExpiration ?? ('expiration' in payload ? payload.expiration : '')),
      ),
    });
    await fulfilled(tx, payload.purchaseId, tokenId, write);
    return { tokenId };
  },
  afterFinish: (deps, write) => mailFulfilledPurchase(deps, payloadOf<GrantPayload>(write).purchaseId),
  abandon: (deps, write) => refuse(deps, write),
};

const extendWrite: ChainWriteKind = {
  resendable: false,
  async nextCall(_deps, write) {
    if (write.result.keyExpiration) return null;
    const { lock, tokenIdBc, duration } = payloadOf<ExtendPayload>(write);
    return { type: 'extendKey', lock, tokenId: tokenIdBc, duration };
  },
  async finish(tx, _deps, write) {
    const payload = payloadOf<ExtendPayload>(write);
    await paidPurchase(tx, payload.purchaseId);
    const now = new Date();
    await tx
      .update(tokens)
      .set({ expiresAt: keyExpiry(String(write.result.keyExpiration)), chainSyncedAt: now })
      .where(eq(tokens.id, payload.copyId));
    await fulfilled(tx, payload.purchaseId, payload.copyId, write);
    return { tokenId: payload.copyId };
  },
  afterFinish: (deps, write) => mailFulfilledPurchase(deps, payloadOf<ExtendPayload>(write).purchaseId),
  abandon: (deps, write) => refuse(deps, write),
};

/**
 * The transfer, then, into a custody address, the signer made the key's manager again: Unlock's
 * transferFrom resets the key manager to nobody (the holder), and a custody address never signs.
 * The second call is keyed on the first's mined hash and its own outcome, so a restart between them
 * resumes with the key manager.
 */
const transferWrite: ChainWriteKind = {
  resendable: false,
  async nextCall(deps, write) {
    const { lock, from, to, toCustody, tokenIdBc } = payloadOf<TransferPayload>(write);
    if (write.minedTxHashes.length === 0) return { type: 'transferKey', lock, from, to, tokenId: tokenIdBc };
    if (toCustody && !write.result.keyManager) {
      return { type: 'setKeyManager', lock, tokenId: tokenIdBc, manager: deps.chain.signer };
    }
    return null;
  },
  async finish(tx, _deps, write) {
    const payload = payloadOf<TransferPayload>(write);
    const purchase = await paidPurchase(tx, payload.purchaseId);
    const soldFor = await recordResalePayout(tx, {
      purchase,
      copyId: payload.copyId,
      sellerId: payload.sellerId,
    });
    // R12: the same row moves to the buyer, off sale; the price it sold for is the next sale's minimum ask.
    await tx
      .update(tokens)
      .set({
        ownerId: payload.buyerId,
        ownerWalletAddress: payload.to,
        isOpenForSale: false,
        listingAmount: soldFor,
        chainSyncedAt: new Date(),
      })
      .where(eq(tokens.id, payload.copyId));
    // A card the seller showed before the sale admits nobody after it.
    await archiveFormerOwnersCards(tx, [payload.copyId]);
    await fulfilled(tx, payload.purchaseId, payload.copyId, write);
    return { tokenId: payload.copyId };
  },
  afterFinish: (deps, write) => mailFulfilledPurchase(deps, payloadOf<TransferPayload>(write).purchaseId),
  abandon: (deps, write) => refuse(deps, write),
};

/** The checkout kinds, registered with the chain writes at start (chain-write-kinds.ts). */
export const purchaseWriteKinds: Record<string, ChainWriteKind> = {
  [PURCHASE_WRITES.grant]: grantWrite,
  [PURCHASE_WRITES.extend]: extendWrite,
  [PURCHASE_WRITES.transfer]: transferWrite,
};
