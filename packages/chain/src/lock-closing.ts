import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  type PublicClient,
  zeroAddress,
} from 'viem';
import { publicLockAbi } from './abis/public-lock-abi.generated.ts';
import { renewalPriceHookAbi } from './abis/renewal-price-hook-abi.generated.ts';

/** Unlock's BASIS_POINTS_DEN: a transfer fee or refund penalty of this much is 100 %. */
export const FULL_BASIS_POINTS = 10_000n;

/** The lock's event hooks in setEventHooks' argument order (each is also a getter of the lock). */
export const LOCK_HOOKS = [
  'onKeyPurchaseHook',
  'onKeyCancelHook',
  'onValidKeyHook',
  'onTokenURIHook',
  'onKeyTransferHook',
  'onKeyExtendHook',
  'onKeyGrantHook',
  'onHasRoleHook',
] as const;

export type LockHooks = Record<(typeof LOCK_HOOKS)[number], Address>;

/** What decides whether a lock's holders can move, split or cancel their keys. */
export type LockGuards = {
  transferFeeBasisPoints: bigint;
  refundPenaltyBasisPoints: bigint;
  freeTrialLength: bigint;
  hooks: LockHooks;
  /**
   * What the lock's extend hook (Keyclub's RenewalPriceHook, the only extend hook Keyclub sets)
   * charges `extend`: null when the lock has no extend hook or the hook no renewal price for it.
   */
  renewalPrice: bigint | null;
};

export async function readLockGuards(client: PublicClient, lock: Address): Promise<LockGuards> {
  const read = { address: lock, abi: publicLockAbi } as const;
  const [transferFeeBasisPoints, refundPenaltyBasisPoints, freeTrialLength, ...hooks] = await Promise.all([
    client.readContract({ ...read, functionName: 'transferFeeBasisPoints' }),
    client.readContract({ ...read, functionName: 'refundPenaltyBasisPoints' }),
    client.readContract({ ...read, functionName: 'freeTrialLength' }),
    ...LOCK_HOOKS.map((hook) => client.readContract({ ...read, functionName: hook })),
  ]);
  const lockHooks = Object.fromEntries(LOCK_HOOKS.map((hook, index) => [hook, hooks[index]])) as LockHooks;
  return {
    transferFeeBasisPoints,
    refundPenaltyBasisPoints,
    freeTrialLength,
    hooks: lockHooks,
    renewalPrice: await readRenewalPrice(client, lock, lockHooks.onKeyExtendHook),
  };
}

async function readRenewalPrice(client: PublicClient, lock: Address, hook: Address): Promise<bigint | null> {
  // The lock as its own extend hook: renewals refused while its membership's sales are closed.
  if (isAddressEqual(hook, zeroAddress) || isAddressEqual(hook, lock)) return null;
  const [isSet, price] = await client.readContract({
    address: hook,
    abi: renewalPriceHookAbi,
    functionName: 'renewalPriceOf',
    args: [lock],
  });
  return isSet ? price : null;
}

/**
 * The next transaction (calldata for the lock, sent by a lock manager) that closes `lock` to its
 * holders, or null once it is closed. A closed lock (PublicLock V15):
 * - transfer fee 100 %: transferFrom, shareKey, lendKey and burn revert KEY_TRANSFERS_DISABLED for
 *   anyone but a lock manager, which is exempt (Keyclub's own resale transfers);
 * - refund penalty 100 %, no free trial: a cancel refunds nothing (except on a lock whose keys never
 *   expire: Unlock refunds the whole price there, whatever the penalty);
 * - the lock itself as its key-cancel hook: a lock has no `onKeyCancel` and no fallback, so every
 *   cancelAndRefund (and expireAndRefundFor) reverts, on every lock.
 * Reading first makes closing safe to repeat: only what differs is sent.
 */
export function nextLockClosingStep(lock: Address, guards: LockGuards): Hex | null {
  if (guards.transferFeeBasisPoints !== FULL_BASIS_POINTS) {
    return encodeFunctionData({
      abi: publicLockAbi,
      functionName: 'updateTransferFee',
      args: [FULL_BASIS_POINTS],
    });
  }
  if (guards.refundPenaltyBasisPoints !== FULL_BASIS_POINTS || guards.freeTrialLength !== 0n) {
    return encodeFunctionData({
      abi: publicLockAbi,
      functionName: 'updateRefundPenalty',
      args: [0n, FULL_BASIS_POINTS],
    });
  }
  if (!isAddressEqual(guards.hooks.onKeyCancelHook, lock)) {
    return setEventHooksData({ ...guards.hooks, onKeyCancelHook: lock });
  }
  return null;
}

/** Calldata of the lock's setEventHooks, which sets all eight hooks at once. */
export function setEventHooksData(hooks: LockHooks): Hex {
  const [purchase, cancel, valid, tokenUri, transfer, extend, grant, hasRole] = LOCK_HOOKS.map(
    (hook) => hooks[hook],
  ) as [Address, Address, Address, Address, Address, Address, Address, Address];
  return encodeFunctionData({
    abi: publicLockAbi,
    functionName: 'setEventHooks',
    args: [purchase, cancel, valid, tokenUri, transfer, extend, grant, hasRole],
  });
}
