import type { Address, Hex } from 'viem';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import { nextLockClosingStep, readLockGuards } from '../lock-closing.ts';
import { UNLIMITED } from '../lock-params.ts';
import { nextRenewalPricingCall } from '../renewal-pricing.ts';
import { usdToTokenUnits } from '../usd-units.ts';
import { publicClientFor } from './clients.ts';
import { type LockCallSender, sendLockCall } from './send-lock-call.ts';

export type CreateMembershipLockOptions = LockCallSender & {
  name: string;
  keyPriceUsd: number;
  /** Seconds; UNLIMITED means keys never expire. */
  expirationDuration: bigint;
  /** UNLIMITED means unlimited keys. */
  maxNumberOfKeys: bigint;
  /** What `extend` charges (renewal-pricing.ts); the key price when left out. */
  renewalPriceUsd?: number;
};

/**
 * Creates a PublicLock priced in the deployment's stablecoin through Unlock, closed to its holders
 * (lock-closing.ts: no transfers, shares or cancels but the lock manager's) and charging its renewal
 * price for `extend` (renewal-pricing.ts), with the calls the API's `membership.create` write sends. The signer becomes the lock's creator, hence its lock manager.
 */
export async function createMembershipLock(options: CreateMembershipLockOptions): Promise<Address> {
  const { outcome } = await sendLockCall(options, {
    type: 'createLock',
    name: options.name,
    keyPriceUsd: options.keyPriceUsd,
    expirationDuration: options.expirationDuration.toString(),
    maxNumberOfKeys: options.maxNumberOfKeys.toString(),
  });
  const lock = outcome.lock as Address;
  const publicClient = publicClientFor(options.rpcUrl);
  for (;;) {
    const data = nextLockClosingStep(lock, await readLockGuards(publicClient, lock));
    if (!data) break;
    await sendLockCall(options, { type: 'closeLock', lock, data });
  }
  const target = {
    hook: options.deployment.renewalPriceHook,
    renewalPrice: usdToTokenUnits(options.renewalPriceUsd ?? options.keyPriceUsd),
  };
  for (;;) {
    const call = nextRenewalPricingCall(lock, await readLockGuards(publicClient, lock), target);
    if (!call) return lock;
    await sendLockCall(options, call);
  }
}

export type GrantKeyOptions = LockCallSender & {
  lock: Address;
  recipient: Address;
  /** Unix seconds; defaults to now + the lock's duration (UNLIMITED when the lock never expires). */
  expirationTimestamp?: bigint;
};

/** Grants one key for free, managed by the signer, as a card purchase does (`grantKey` call). */
export async function grantKey(options: GrantKeyOptions): Promise<{ tokenId: bigint; txHash: Hex }> {
  const expiration = options.expirationTimestamp ?? (await defaultExpiration(options.rpcUrl, options.lock));
  const { outcome, txHash } = await sendLockCall(options, {
    type: 'grantKey',
    lock: options.lock,
    recipient: options.recipient,
    expiration: expiration.toString(),
  });
  return { tokenId: BigInt(outcome.keyId as string), txHash };
}

async function defaultExpiration(rpcUrl: string, lock: Address): Promise<bigint> {
  const publicClient = publicClientFor(rpcUrl);
  const duration = await publicClient.readContract({
    address: lock,
    abi: publicLockAbi,
    functionName: 'expirationDuration',
  });
  if (duration === UNLIMITED) return UNLIMITED;
  const block = await publicClient.getBlock();
  return block.timestamp + duration;
}
