import { setTimeout as delay } from 'node:timers/promises';
import { publicLockAbi } from '@keyclub/chain';
import { receiptPollingInterval } from '@keyclub/chain/node';
import { MESSAGES } from '@keyclub/domain';
import { type Address, type Hex, isAddressEqual, parseEventLogs, zeroAddress } from 'viem';
import type { ForeignTransaction, KeyState } from '../../../adapters/chain/chain-port.ts';
import type { AppDeps } from '../../../deps.ts';
import { HttpError } from '../../../http/errors.ts';
import type { PurchaseKind } from '../checkout-source.ts';

/** How long a claim waits for a transaction still in the pool before answering `pending`. */
export const CLAIM_RECEIPT_WAIT_MS = 30_000;

export const notThisPurchase = () => {
  const message = MESSAGES.checkout.notThisPurchase;
  return new HttpError(400, message, [{ field: 'tx_hash', message }]);
};

export type ClaimedTransaction = {
  hash: Hex;
  wallet: Address;
  lock: Address;
  kind: PurchaseKind;
  keyId: bigint;
  /** The caller's copy's key (a renewal must extend exactly that one). */
  ownKeyId: bigint | null;
};

/** The transaction once mined, or null when it is still in the pool after the wait. */
export async function minedTransaction(deps: AppDeps, hash: Hex, waitMs: number) {
  const { chainId } = await deps.chain.deployment();
  const deadline = Date.now() + waitMs;
  for (;;) {
    const read: ForeignTransaction = await deps.chain.readTransaction(hash);
    if (read.state === 'unknown') throw notThisPurchase();
    if (read.state === 'mined') return read;
    const left = deadline - Date.now();
    if (left <= 0) return null;
    await delay(Math.min(receiptPollingInterval({ chainId }), left));
  }
}

/**
 * R7: the buyer's transaction succeeded with enough confirmations, was sent from the claimed
 * wallet, and the membership's lock logged the key: Transfer(0x0 → wallet, key) for a purchase,
 * KeyExtended(key) of the caller's copy for a renewal. Then the key as the lock has it now; a bought
 * key must still be the wallet's. Answers null while the transaction is pending or too fresh.
 */
export async function verifyClaimedTransaction(
  deps: AppDeps,
  claim: ClaimedTransaction,
  waitMs = CLAIM_RECEIPT_WAIT_MS,
): Promise<KeyState | null> {
  const mined = await minedTransaction(deps, claim.hash, waitMs);
  if (!mined) return null;
  if (!mined.success || !isAddressEqual(mined.from, claim.wallet)) throw notThisPurchase();
  if (mined.confirmations < deps.env.chainConfirmations) return null;

  const onLock = (address: Address) => isAddressEqual(address, claim.lock);
  const logged =
    claim.kind === 'PURCHASE'
      ? parseEventLogs({ abi: publicLockAbi, eventName: 'Transfer', logs: mined.logs }).some(
          (log) =>
            onLock(log.address) &&
            isAddressEqual(log.args.from, zeroAddress) &&
            isAddressEqual(log.args.to, claim.wallet) &&
            log.args.tokenId === claim.keyId,
        )
      : claim.ownKeyId === claim.keyId &&
        parseEventLogs({ abi: publicLockAbi, eventName: 'KeyExtended', logs: mined.logs }).some(
          (log) => onLock(log.address) && log.args.tokenId === claim.keyId,
        );
  if (!logged) throw notThisPurchase();

  const key = await deps.chain.readKey(claim.lock, claim.keyId);
  if (claim.kind === 'PURCHASE' && !isAddressEqual(key.owner, claim.wallet)) throw notThisPurchase();
  return key;
}
