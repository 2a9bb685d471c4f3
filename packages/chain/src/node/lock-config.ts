import type { Address, Hex } from 'viem';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { confirm, publicClientFor, type ReceiptPollingOption, walletClientFor } from './clients.ts';

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

/** A lock manager (the API signer) sending a transaction to one lock. */
type LockManagerCall = ReceiptPollingOption & {
  rpcUrl: string;
  deployment: Deployment;
  /** A lock manager's key (the API signer). */
  signerKey: Hex;
  lock: Address;
};

export type UpdateMembershipLockConfigOptions = LockManagerCall & {
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
  const publicClient = publicClientFor(options.rpcUrl);
  const walletClient = walletClientFor(options.rpcUrl, options.deployment.chainId, options.signerKey);
  const maxKeysPerAddress = await publicClient.readContract({
    address: options.lock,
    abi: publicLockAbi,
    functionName: 'maxKeysPerAddress',
  });
  const receipt = await confirm(
    publicClient,
    await walletClient.writeContract({
      address: options.lock,
      abi: publicLockAbi,
      functionName: 'updateLockConfig',
      args: [options.expirationDuration, options.maxNumberOfKeys, maxKeysPerAddress],
    }),
    { chainId: options.deployment.chainId, receiptPollingMs: options.receiptPollingMs },
  );
  return { txHash: receipt.transactionHash };
}

/**
 * Renames a lock (PublicLock V15 has no `updateLockName`: `setLockMetadata` sets name, symbol and base
 * token URI together). Symbol and base URI are sent empty, which keeps Unlock's global defaults —
 * Keyclub never sets its own.
 */
export async function setMembershipLockName(
  options: LockManagerCall & { name: string },
): Promise<{ txHash: Hex }> {
  const publicClient = publicClientFor(options.rpcUrl);
  const walletClient = walletClientFor(options.rpcUrl, options.deployment.chainId, options.signerKey);
  const receipt = await confirm(
    publicClient,
    await walletClient.writeContract({
      address: options.lock,
      abi: publicLockAbi,
      functionName: 'setLockMetadata',
      args: [options.name, '', ''],
    }),
    { chainId: options.deployment.chainId, receiptPollingMs: options.receiptPollingMs },
  );
  return { txHash: receipt.transactionHash };
}
