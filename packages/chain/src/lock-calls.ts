import { type Deployment, publicLockAbi, unlockAbi, usdToTokenUnits } from '@keyclub/chain';
import {
  type Address,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import type { ChainCall, ChainOutcome } from './chain-port.ts';

/** Reads a lock setting the encoding needs (the per-address key limit an update keeps). */
export type LockReader = (lock: Address) => Promise<bigint>;

/**
 * The target and calldata of a call from the API signer, who becomes the creator, hence the lock
 * manager, of every lock it creates (it can then grant keys and withdraw sales).
 */
export async function encodeCall(
  call: ChainCall,
  context: { deployment: Deployment; signer: Address; maxKeysPerAddress: LockReader },
): Promise<{ to: Address; data: Hex }> {
  switch (call.type) {
    case 'createLock': {
      const initialize = encodeFunctionData({
        abi: publicLockAbi,
        functionName: 'initialize',
        args: [
          context.signer,
          BigInt(call.expirationDuration),
          context.deployment.usdToken,
          usdToTokenUnits(call.keyPriceUsd),
          BigInt(call.maxNumberOfKeys),
          call.name,
        ],
      });
      return {
        to: context.deployment.unlock,
        data: encodeFunctionData({
          abi: unlockAbi,
          functionName: 'createUpgradeableLock',
          args: [initialize],
        }),
      };
    }
    case 'updateLockConfig':
      // Unlock's updateLockConfig sets duration, key limit and per-address limit together: keep the last.
      return {
        to: call.lock,
        data: encodeFunctionData({
          abi: publicLockAbi,
          functionName: 'updateLockConfig',
          args: [
            BigInt(call.expirationDuration),
            BigInt(call.maxNumberOfKeys),
            await context.maxKeysPerAddress(call.lock),
          ],
        }),
      };
    case 'grantKey':
      // As lock manager the signer grants for free; it stays the key manager (custody, resale transfer).
      return {
        to: call.lock,
        data: encodeFunctionData({
          abi: publicLockAbi,
          functionName: 'grantKeys',
          args: [[call.recipient], [BigInt(call.expiration)], [context.signer]],
        }),
      };
    case 'extendKey':
      return {
        to: call.lock,
        data: encodeFunctionData({
          abi: publicLockAbi,
          functionName: 'grantKeyExtension',
          args: [BigInt(call.tokenId), BigInt(call.duration)],
        }),
      };
    case 'transferKey':
      return {
        to: call.lock,
        data: encodeFunctionData({
          abi: publicLockAbi,
          functionName: 'transferFrom',
          args: [call.from, call.to, BigInt(call.tokenId)],
        }),
      };
    case 'setKeyManager':
      return {
        to: call.lock,
        data: encodeFunctionData({
          abi: publicLockAbi,
          functionName: 'setKeyManagerOf',
          args: [BigInt(call.tokenId), call.manager],
        }),
      };
    case 'closeLock':
      return { to: call.lock, data: call.data };
    case 'setLockName':
      // PublicLock V15 has no updateLockName: empty symbol and base URI keep Unlock's defaults.
      return {
        to: call.lock,
        data: encodeFunctionData({
          abi: publicLockAbi,
          functionName: 'setLockMetadata',
          args: [call.name, '', ''],
        }),
      };
  }
}

/** What a successful receipt of `call` produced: the new lock's address, the granted key's id, the key's new manager. */
export function outcomeOf(
  call: ChainCall,
  receipt: TransactionReceipt,
  deployment: Deployment,
): ChainOutcome {
  if (call.type === 'grantKey') {
    const [minted] = parseEventLogs({ abi: publicLockAbi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) =>
        isAddressEqual(log.address, call.lock) &&
        isAddressEqual(log.args.from, zeroAddress) &&
        isAddressEqual(log.args.to, call.recipient),
    );
    if (!minted) throw new Error(`grantKeys ${receipt.transactionHash} minted no key to ${call.recipient}`);
    return { keyId: minted.args.tokenId.toString(), keyExpiration: call.expiration };
  }
  if (call.type === 'extendKey') {
    const [extended] = parseEventLogs({
      abi: publicLockAbi,
      eventName: 'KeyExtended',
      logs: receipt.logs,
    }).filter((log) => isAddressEqual(log.address, call.lock) && log.args.tokenId === BigInt(call.tokenId));
    if (!extended)
      throw new Error(`grantKeyExtension ${receipt.transactionHash} extended no key ${call.tokenId}`);
    return { keyExpiration: extended.args.newTimestamp.toString() };
  }
  if (call.type === 'setKeyManager') return { keyManager: call.manager };
  if (call.type !== 'createLock') return {};
  const [created] = parseEventLogs({ abi: unlockAbi, eventName: 'NewLock', logs: receipt.logs }).filter(
    (log) => isAddressEqual(log.address, deployment.unlock),
  );
  if (!created) throw new Error(`createUpgradeableLock ${receipt.transactionHash} emitted no NewLock event`);
  return { lock: created.args.newLockAddress };
}
