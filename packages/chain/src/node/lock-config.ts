import type { Address, Hex } from 'viem';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import { publicClientFor } from './clients.ts';
import { type LockCallSender, sendLockCall } from './send-lock-call.ts';

/** What a membership lock carries on chain: price, currency token, duration and key limits. */
export type MembershipLockState = {
  name: string;
  keyPrice: bigint;
  tokenAddress: Address;
  /** Seconds; UNLIMITED means keys never expire. */
  expirationDuration: bigint;
  /** UNLIMITED means unlimited keys. */
  maxNumberOfKeys: bigint;
  maxKeysPerAddress: bigint;
  /** Keys minted so far. */
  totalSupply: bigint;
};

export async function readMembershipLock(options: {
  rpcUrl: string;
  lock: Address;
}): Promise<MembershipLockState> {
  const publicClient = publicClientFor(options.rpcUrl);
  const read = { address: options.lock, abi: publicLockAbi } as const;
  const [name, keyPrice, tokenAddress, expirationDuration, maxNumberOfKeys, maxKeysPerAddress, totalSupply] =
    await Promise.all([
      publicClient.readContract({ ...read, functionName: 'name' }),
      publicClient.readContract({ ...read, functionName: 'keyPrice' }),
      publicClient.readContract({ ...read, functionName: 'tokenAddress' }),
      publicClient.readContract({ ...read, functionName: 'expirationDuration' }),
      publicClient.readContract({ ...read, functionName: 'maxNumberOfKeys' }),
      publicClient.readContract({ ...read, functionName: 'maxKeysPerAddress' }),
      publicClient.readContract({ ...read, functionName: 'totalSupply' }),
    ]);
  return {
    name,
    keyPrice,
    tokenAddress,
    expirationDuration,
    maxNumberOfKeys,
    maxKeysPerAddress,
    totalSupply,
  };
}

export type UpdateMembershipLockConfigOptions = LockCallSender & {
  lock: Address;
  /** Seconds; UNLIMITED means keys never expire. */
  expirationDuration: bigint;
  /** UNLIMITED means unlimited keys. */
  maxNumberOfKeys: bigint;
};

/**
 * Sets a lock's key duration and key limit in one transaction (Unlock's `updateLockConfig`), keeping
 * its per-address key limit. The new duration applies to keys bought or extended afterwards.
 */
export async function updateMembershipLockConfig(
  options: UpdateMembershipLockConfigOptions,
): Promise<{ txHash: Hex }> {
  const { txHash } = await sendLockCall(options, {
    type: 'updateLockConfig',
    lock: options.lock,
    expirationDuration: options.expirationDuration.toString(),
    maxNumberOfKeys: options.maxNumberOfKeys.toString(),
  });
  return { txHash };
}

/** Renames a lock (`setLockName`: symbol and base token URI keep Unlock's defaults). */
export async function setMembershipLockName(
  options: LockCallSender & { lock: Address; name: string },
): Promise<{ txHash: Hex }> {
  const { txHash } = await sendLockCall(options, {
    type: 'setLockName',
    lock: options.lock,
    name: options.name,
  });
  return { txHash };
}
