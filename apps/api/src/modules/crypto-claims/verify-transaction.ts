import { erc20Abi, publicLockAbi } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import {
  type Address,
  getAddress,
  type Hex,
  isAddressEqual,
  type Log,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import type { KeyState } from '../../adapters/chain/chain-port.ts';
import type { AppDeps } from '../../deps.ts';
import type { PurchaseKind } from '../purchases/checkout-source.ts';
import { CLAIM_RECEIPT_WAIT_MS, confirmedTransaction, txHashRefused } from './mined-transaction.ts';

const notThisPurchase = () => txHashRefused(MESSAGES.checkout.notThisPurchase);

export type ClaimedTransaction = {
  hash: Hex;
  wallet: Address;
  lock: Address;
  kind: PurchaseKind;
  keyId: bigint;
  /** The caller's copy's key (a renewal must extend exactly that one). */
  ownKeyId: bigint | null;
  /** The least the lock must have been paid for it, in stablecoin units (0 for a free membership). */
  price: bigint;
};

/** A verified claim: the key as the lock has it now, and what the wallet paid the lock for it. */
export type VerifiedClaim = { key: KeyState; paid: bigint };

/**
 * What the wallet paid the lock for this key in this transaction, or null when nothing was. Only
 * `purchase` and `extend` log the lock's PaymentReceipt(tokenIds, purchases, extensions, payer,
 * tokenAddress, totalPaid) for the keys they sell; `shareKey`, `grantKeys`, `grantKeyExtension` and
 * transfers log none, so a receipt naming this key alone, a purchase (or an extension for a
 * renewal) paid by the wallet in the stablecoin, tells a bought key from a split or granted one even
 * when the price is 0. The money itself is the stablecoin's Transfer(wallet → lock, ≥ totalPaid):
 * the receipt is logged before the lock pulls the tokens.
 */
function paymentFor(logs: Log[], claim: ClaimedTransaction, stablecoin: Address): bigint | null {
  const receipt = parseEventLogs({ abi: publicLockAbi, eventName: 'PaymentReceipt', logs }).find(
    ({ address, args }) =>
      isAddressEqual(address, claim.lock) &&
      args.tokenIds.length === 1 &&
      args.tokenIds[0] === claim.keyId &&
      (claim.kind === 'PURCHASE' ? args.purchases === 1n : args.purchases === 0n && args.extensions === 1n) &&
      isAddressEqual(args.payer, claim.wallet) &&
      isAddressEqual(args.tokenAddress, stablecoin) &&
      args.totalPaid >= claim.price,
  );
  if (!receipt) return null;
  const paid = receipt.args.totalPaid;
  if (paid === 0n) return paid;
  const pulled = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs }).some(
    ({ address, args }) =>
      isAddressEqual(address, stablecoin) &&
      isAddressEqual(args.from, claim.wallet) &&
      isAddressEqual(args.to, claim.lock) &&
      args.value >= paid,
  );
  return pulled ? paid : null;
}

/**
 * R7: the buyer's transaction succeeded with enough confirmations, was sent from the claimed
 * wallet, and the membership's lock logged the key: Transfer(0x0 → wallet, key) for a purchase,
 * KeyExtended(key) of the caller's copy for a renewal, and its payment (`paymentFor`). Then the key
 * as the lock has it now; a bought key must still be the wallet's. Answers null while the
 * transaction is pending or too fresh.
 */
export async function verifyClaimedTransaction(
  deps: AppDeps,
  claim: ClaimedTransaction,
  waitMs = CLAIM_RECEIPT_WAIT_MS,
): Promise<VerifiedClaim | null> {
  const mined = await confirmedTransaction(deps, claim, notThisPurchase, waitMs);
  if (!mined) return null;

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
  const paid = paymentFor(mined.logs, claim, getAddress((await deps.chain.deployment()).usdToken));
  if (paid === null) throw notThisPurchase();

  const key = await deps.chain.readKey(claim.lock, claim.keyId);
  if (claim.kind === 'PURCHASE' && !isAddressEqual(key.owner, claim.wallet)) throw notThisPurchase();
  return { key, paid };
}
