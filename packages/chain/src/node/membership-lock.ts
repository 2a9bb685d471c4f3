import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import { unlockAbi } from '../abis/unlock-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { nextLockClosingStep, readLockGuards } from '../lock-closing.ts';
import { UNLIMITED } from '../lock-params.ts';
import { usdToTokenUnits } from '../usd-units.ts';
import { confirm, publicClientFor, type ReceiptPollingOption, walletClientFor } from './clients.ts';

export type CreateMembershipLockOptions = ReceiptPollingOption & {
  rpcUrl: string;
  deployment: Deployment;
  signerKey: Hex;
  name: string;
  keyPriceUsd: number;
  /** Seconds; UNLIMITED means keys never expire. */
  expirationDuration: bigint;
  /** UNLIMITED means unlimited keys. */
  maxNumberOfKeys: bigint;
};

/**
 * Creates a PublicLock priced in the deployment's stablecoin through Unlock, closed to its holders
 * (lock-closing.ts: no transfers, shares or cancels but the lock manager's). The signer becomes the
 * lock's creator, hence its lock manager, which lets it grant keys and withdraw sales.
 */
export async function createMembershipLock(options: CreateMembershipLockOptions): Promise<Address> {
  const { deployment } = options;
  const publicClient = publicClientFor(options.rpcUrl);
  const walletClient = walletClientFor(options.rpcUrl, deployment.chainId, options.signerKey);
  const initializeCall = encodeFunctionData({
    abi: publicLockAbi,
    functionName: 'initialize',
    args: [
      walletClient.account.address,
      options.expirationDuration,
      deployment.usdToken,
      usdToTokenUnits(options.keyPriceUsd),
      options.maxNumberOfKeys,
      options.name,
    ],
  });
  const receipt = await confirm(
    publicClient,
    await walletClient.writeContract({
      address: deployment.unlock,
      abi: unlockAbi,
      functionName: 'createUpgradeableLock',
      args: [initializeCall],
    }),
    { chainId: deployment.chainId, receiptPollingMs: options.receiptPollingMs },
  );
  const [newLock] = parseEventLogs({ abi: unlockAbi, eventName: 'NewLock', logs: receipt.logs }).filter(
    (log) => isAddressEqual(log.address, deployment.unlock),
  );
  if (!newLock) throw new Error(`createUpgradeableLock ${receipt.transactionHash} emitted no NewLock event`);
  const lock = newLock.args.newLockAddress;
  for (;;) {
    const data = nextLockClosingStep(lock, await readLockGuards(publicClient, lock));
    if (!data) return lock;
    await confirm(publicClient, await walletClient.sendTransaction({ to: lock, data }), {
      chainId: deployment.chainId,
      receiptPollingMs: options.receiptPollingMs,
    });
  }
}

export type GrantKeyOptions = ReceiptPollingOption & {
  rpcUrl: string;
  deployment: Deployment;
  signerKey: Hex;
  lock: Address;
  recipient: Address;
  /** Unix seconds; defaults to now + the lock's duration (UNLIMITED when the lock never expires). */
  expirationTimestamp?: bigint;
};

/** Grants one key for free (a lock manager or key granter call), e.g. after a card payment. */
export async function grantKey(options: GrantKeyOptions): Promise<{ tokenId: bigint; txHash: Hex }> {
  const publicClient = publicClientFor(options.rpcUrl);
  const walletClient = walletClientFor(options.rpcUrl, options.deployment.chainId, options.signerKey);
  const expirationTimestamp =
    options.expirationTimestamp ?? (await defaultExpiration(publicClient, options.lock));
  const receipt = await confirm(
    publicClient,
    await walletClient.writeContract({
      address: options.lock,
      abi: publicLockAbi,
      functionName: 'grantKeys',
      args: [[options.recipient], [expirationTimestamp], [options.recipient]],
    }),
    { chainId: options.deployment.chainId, receiptPollingMs: options.receiptPollingMs },
  );
  const [minted] = parseEventLogs({ abi: publicLockAbi, eventName: 'Transfer', logs: receipt.logs }).filter(
    (log) =>
      isAddressEqual(log.address, options.lock) &&
      isAddressEqual(log.args.from, zeroAddress) &&
      isAddressEqual(log.args.to, options.recipient),
  );
  if (!minted) throw new Error(`grantKeys ${receipt.transactionHash} minted no key to ${options.recipient}`);
  return { tokenId: minted.args.tokenId, txHash: receipt.transactionHash };
}

async function defaultExpiration(
  publicClient: ReturnType<typeof publicClientFor>,
  lock: Address,
): Promise<bigint> {
  const duration = await publicClient.readContract({
    address: lock,
    abi: publicLockAbi,
    functionName: 'expirationDuration',
  });
  if (duration === UNLIMITED) return UNLIMITED;
  const block = await publicClient.getBlock();
  return block.timestamp + duration;
}
