import { erc20Abi, publicLockAbi, renewalPriceHookAbi, usdToTokenUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { type Address, type Hash, isAddressEqual, parseEventLogs, zeroAddress } from 'viem';
import type { Config } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { WalletFlowError } from '../flow-error.ts';
import { checkCanPay } from './check-can-pay.ts';

/** Gas of an approve plus a purchase (or extend) on a PublicLock, with room to spare. */
const GAS_BUDGET = 600_000n;

export type LockPayment = {
  lock: Address;
  buyer: Address;
  /** The buyer's key to extend (renewal of an expired key), else a new key is bought. */
  renewKeyId: bigint | null;
  /** The membership's renewal price (USD): what a renewal must pay, as by card. */
  renewalPriceUsd: number;
};

/** The buyer's mined transaction and the key it bought or extended. */
export type PaidKey = { txHash: Hash; keyId: bigint };

/**
 * What the lock charges, read from the chain (it charges that, whatever a page shows): `purchase` its
 * key price; `extend` the price its renewal price hook holds for it, or the key price on a lock
 * created before renewal pricing (which has no extend hook).
 */
async function priceOnChain(config: Config, lock: Address, renew: boolean): Promise<bigint> {
  const keyPrice = () =>
    readContract(config, { address: lock, abi: publicLockAbi, functionName: 'keyPrice' });
  if (!renew) return keyPrice();
  const hook = await readContract(config, {
    address: lock,
    abi: publicLockAbi,
    functionName: 'onKeyExtendHook',
  });
  if (isAddressEqual(hook, zeroAddress)) return keyPrice();
  return readContract(config, {
    address: hook,
    abi: renewalPriceHookAbi,
    functionName: 'extendPrice',
    args: [lock],
  });
}

/**
 * Checks the buyer can pay before asking for anything: the lock's price in its stablecoin and ETH
 * for the fees. A renewal the lock would charge otherwise than the renewal price (a lock created
 * before renewal pricing) is refused: the API credits a renewal paid the renewal price.
 */
async function checkBalances(config: Config, { lock, buyer, renewKeyId, renewalPriceUsd }: LockPayment) {
  const [price, token] = await Promise.all([
    priceOnChain(config, lock, renewKeyId !== null),
    readContract(config, { address: lock, abi: publicLockAbi, functionName: 'tokenAddress' }),
  ]);
  if (isAddressEqual(token, zeroAddress)) throw new Error('Membership locks are priced in the stablecoin');
  if (renewKeyId !== null && price !== usdToTokenUnits(renewalPriceUsd))
    throw new WalletFlowError(MESSAGES.checkout.renewByCard);
  await checkCanPay(config, { token, buyer, units: price, gasBudget: GAS_BUDGET });
  return { price, token };
}

async function mined(config: Config, hash: Hash) {
  const receipt = await waitForTransactionReceipt(config, { hash });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return receipt;
}

/**
 * Pays the lock from the buyer's wallet: approves the stablecoin to the lock when its allowance is
 * short, then `purchase` (a new key for the buyer, who manages it) or `extend` (the renewal), and
 * waits for each receipt. The key id of a purchase is read from the lock's Transfer(0x0 → buyer).
 */
export async function payLock(config: Config, payment: LockPayment): Promise<PaidKey> {
  const { lock, buyer, renewKeyId } = payment;
  const { price, token } = await checkBalances(config, payment);

  const allowance = await readContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [buyer, lock],
  });
  if (allowance < price) {
    await mined(
      config,
      await writeContract(config, {
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [lock, price],
      }),
    );
  }

  if (renewKeyId !== null) {
    const txHash = await writeContract(config, {
      address: lock,
      abi: publicLockAbi,
      functionName: 'extend',
      args: [price, renewKeyId, zeroAddress, '0x'],
    });
    await mined(config, txHash);
    return { txHash, keyId: renewKeyId };
  }

  const txHash = await writeContract(config, {
    address: lock,
    abi: publicLockAbi,
    functionName: 'purchase',
    args: [[price], [buyer], [zeroAddress], [buyer], ['0x']],
  });
  const receipt = await mined(config, txHash);
  const [minted] = parseEventLogs({ abi: publicLockAbi, eventName: 'Transfer', logs: receipt.logs }).filter(
    (log) =>
      isAddressEqual(log.address, lock) &&
      isAddressEqual(log.args.from, zeroAddress) &&
      isAddressEqual(log.args.to, buyer),
  );
  if (!minted) throw new Error(`Transaction ${txHash} minted no key for ${buyer}`);
  return { txHash, keyId: minted.args.tokenId };
}
