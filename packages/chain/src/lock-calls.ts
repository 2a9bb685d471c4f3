import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { erc20Abi } from './abis/erc20-abi.generated.ts';
import { publicLockAbi } from './abis/public-lock-abi.generated.ts';
import { renewalPriceHookAbi } from './abis/renewal-price-hook-abi.generated.ts';
import { unlockAbi } from './abis/unlock-abi.generated.ts';
import type { Deployment } from './deployment.ts';
import { type LockHooks, setEventHooksData } from './lock-closing.ts';
import { transferredUnits } from './token-transfers.ts';
import { usdToTokenUnits } from './usd-units.ts';

/**
 * One transaction of a lock manager (the API signer) to Unlock or a lock, as JSON so it can be stored
 * with the API's chain write: uint256 values are decimal strings. The API sends these, and so do the
 * seed and the chain tests (node/send-lock-call.ts), so the tests check the bytes production sends.
 */
export type ChainCall =
  | {
      type: 'createLock';
      name: string;
      keyPriceUsd: number;
      expirationDuration: string;
      maxNumberOfKeys: string;
    }
  | { type: 'updateLockConfig'; lock: Address; expirationDuration: string; maxNumberOfKeys: string }
  | { type: 'setLockName'; lock: Address; name: string }
  /** One key for `recipient` until `expiration` (unix seconds; maxUint256 = never), managed by the signer. */
  | { type: 'grantKey'; lock: Address; recipient: Address; expiration: string }
  /** Adds `duration` seconds to key `tokenId` (from now when it has expired), as lock manager. */
  | { type: 'extendKey'; lock: Address; tokenId: string; duration: string }
  /** Moves key `tokenId` from `from` to `to` (a resale): the signer holds it in custody, or is approved. */
  | { type: 'transferKey'; lock: Address; from: Address; to: Address; tokenId: string }
  /**
   * Ends key `tokenId` at `expiration` (unix seconds, the chain's time: the key is no longer valid),
   * as lock manager: a refunded or charged-back copy's key. Not Unlock's `expireAndRefundFor`, which
   * calls the key-cancel hook, and a closed lock's hook is the lock itself, so it reverts.
   */
  | { type: 'expireKey'; lock: Address; tokenId: string; expiration: string }
  /** Makes `manager` the key manager of key `tokenId`, as lock manager (a transfer resets it). */
  | { type: 'setKeyManager'; lock: Address; tokenId: string; manager: Address }
  /** One step closing the lock to its holders: `data` is nextLockClosingStep's (lock-closing.ts). */
  | { type: 'closeLock'; lock: Address; data: Hex }
  /** Sets all eight event hooks of the lock (renewal-pricing.ts makes it the purchase and extend hook's). */
  | { type: 'setLockHooks'; lock: Address; hooks: LockHooks }
  /** What `extend` on the lock charges (stablecoin base units), set on the deployment's renewal price hook. */
  | { type: 'setRenewalPrice'; lock: Address; price: string }
  /** Pays `amount` base units of the lock's stablecoin from its sales to `recipient`, as lock manager. */
  | { type: 'withdraw'; lock: Address; token: Address; recipient: Address; amount: string }
  /**
   * Pays `amount` base units of `token` from the platform's `treasury` to `recipient` (a crypto
   * resale's seller or business), spending the allowance the treasury gave the signer.
   */
  | { type: 'payFromTreasury'; token: Address; treasury: Address; recipient: Address; amount: string };

/**
 * What a mined call produced, read from its receipt: a new lock's address, a granted key's id and
 * expiry, an extended key's new expiry (unix seconds; maxUint256 = never), a key's new manager.
 */
export type ChainOutcome = {
  lock?: Address;
  keyId?: string;
  keyExpiration?: string;
  keyManager?: Address;
  /** What a withdraw paid out (base units), from the lock's Withdrawal event. */
  withdrawn?: string;
  /** What a payment from the treasury moved (base units), from the stablecoin's Transfer event. */
  paid?: string;
};

type LockWrite = ContractFunctionName<typeof publicLockAbi, 'nonpayable' | 'payable'>;

/**
 * A call of PublicLock's `functionName` on `lock`. The parameters type `args` by the function; viem
 * cannot narrow them again from a generic name, hence the cast inside.
 */
const onLock = <F extends LockWrite>(
  lock: Address,
  functionName: F,
  args: ContractFunctionArgs<typeof publicLockAbi, 'nonpayable' | 'payable', F>,
) => ({
  to: lock,
  data: encodeFunctionData<typeof publicLockAbi, F>({ abi: publicLockAbi, functionName, args } as never),
});

/** Reads a lock setting the encoding needs (the per-address key limit an update keeps). */
export type LockReader = (lock: Address) => Promise<bigint>;

/**
 * The target and calldata of a call from `signer`, who becomes the creator, hence the lock manager,
 * of every lock it creates (it can then grant keys and withdraw sales).
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
      return onLock(call.lock, 'updateLockConfig', [
        BigInt(call.expirationDuration),
        BigInt(call.maxNumberOfKeys),
        await context.maxKeysPerAddress(call.lock),
      ]);
    case 'grantKey':
      // As lock manager the signer grants for free; it stays the key manager (custody, resale transfer).
      return onLock(call.lock, 'grantKeys', [[call.recipient], [BigInt(call.expiration)], [context.signer]]);
    case 'extendKey':
      return onLock(call.lock, 'grantKeyExtension', [BigInt(call.tokenId), BigInt(call.duration)]);
    case 'expireKey':
      return onLock(call.lock, 'setKeyExpiration', [BigInt(call.tokenId), BigInt(call.expiration)]);
    case 'transferKey':
      return onLock(call.lock, 'transferFrom', [call.from, call.to, BigInt(call.tokenId)]);
    case 'setKeyManager':
      return onLock(call.lock, 'setKeyManagerOf', [BigInt(call.tokenId), call.manager]);
    case 'closeLock':
      return { to: call.lock, data: call.data };
    case 'setLockHooks':
      return { to: call.lock, data: setEventHooksData(call.hooks) };
    case 'setRenewalPrice':
      return {
        to: context.deployment.renewalPriceHook,
        data: encodeFunctionData({
          abi: renewalPriceHookAbi,
          functionName: 'setRenewalPrice',
          args: [call.lock, BigInt(call.price)],
        }),
      };
    case 'withdraw':
      return onLock(call.lock, 'withdraw', [call.token, call.recipient, BigInt(call.amount)]);
    case 'payFromTreasury':
      return {
        to: call.token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [call.treasury, call.recipient, BigInt(call.amount)],
        }),
      };
    case 'setLockName':
      // PublicLock V15 has no updateLockName: empty symbol and base URI keep Unlock's defaults.
      return onLock(call.lock, 'setLockMetadata', [call.name, '', '']);
  }
}

/** The lock's first `eventName` log about key `call.tokenId` in the receipt. */
const keyLog = <E extends 'KeyExtended' | 'ExpirationChanged'>(
  receipt: TransactionReceipt,
  call: { lock: Address; tokenId: string },
  eventName: E,
) =>
  parseEventLogs({ abi: publicLockAbi, eventName, logs: receipt.logs }).find(
    (log) => isAddressEqual(log.address, call.lock) && log.args.tokenId === BigInt(call.tokenId),
  );

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
    const extended = keyLog(receipt, call, 'KeyExtended');
    if (!extended)
      throw new Error(`grantKeyExtension ${receipt.transactionHash} extended no key ${call.tokenId}`);
    return { keyExpiration: extended.args.newTimestamp.toString() };
  }
  if (call.type === 'setKeyManager') return { keyManager: call.manager };
  if (call.type === 'expireKey') {
    const expired = keyLog(receipt, call, 'ExpirationChanged');
    if (!expired)
      throw new Error(`setKeyExpiration ${receipt.transactionHash} changed no key ${call.tokenId}`);
    return { keyExpiration: expired.args.newExpiration.toString() };
  }
  if (call.type === 'withdraw') {
    // The lock pays its whole balance when asked for more (or 0): what it paid is the event's amount.
    const [paid] = parseEventLogs({ abi: publicLockAbi, eventName: 'Withdrawal', logs: receipt.logs }).filter(
      (log) => isAddressEqual(log.address, call.lock) && isAddressEqual(log.args.recipient, call.recipient),
    );
    if (!paid) throw new Error(`withdraw ${receipt.transactionHash} paid nothing to ${call.recipient}`);
    return { withdrawn: paid.args.amount.toString() };
  }
  if (call.type === 'payFromTreasury') {
    const paid = transferredUnits(receipt.logs, {
      token: call.token,
      from: call.treasury,
      to: call.recipient,
    });
    if (paid === 0n)
      throw new Error(`transferFrom ${receipt.transactionHash} paid nothing to ${call.recipient}`);
    return { paid: paid.toString() };
  }
  if (call.type !== 'createLock') return {};
  const [created] = parseEventLogs({ abi: unlockAbi, eventName: 'NewLock', logs: receipt.logs }).filter(
    (log) => isAddressEqual(log.address, deployment.unlock),
  );
  if (!created) throw new Error(`createUpgradeableLock ${receipt.transactionHash} emitted no NewLock event`);
  return { lock: created.args.newLockAddress };
}
