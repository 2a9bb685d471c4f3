import { publicLockAbi, renewalPriceHookAbi, usdToTokenUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { type Address, zeroAddress } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';

const LOCK: Address = '0x1111111111111111111111111111111111111111';
const HOOK: Address = '0x2222222222222222222222222222222222222222';
const USDK: Address = '0x3333333333333333333333333333333333333333';
const BUYER: Address = '0x4444444444444444444444444444444444444444';

/** The chain as the wallet reads it: a lock priced 3 USDK, its extend hook (or none) and balances. */
const chain = { extendHook: HOOK as Address, extendPrice: usdToTokenUnits(5) };
const readContract = vi.fn(async (_config: Config, call: { abi: unknown; functionName: string }) => {
  if (call.abi === renewalPriceHookAbi && call.functionName === 'extendPrice') return chain.extendPrice;
  switch (call.functionName) {
    case 'keyPrice':
      return usdToTokenUnits(3);
    case 'tokenAddress':
      return USDK;
    case 'onKeyExtendHook':
      return chain.extendHook;
    case 'balanceOf':
      return usdToTokenUnits(100);
    case 'decimals':
      return 6;
    case 'allowance':
      return usdToTokenUnits(100);
  }
  throw new Error(`unexpected read ${call.functionName}`);
});
const writeContract = vi.fn(async () => `0x${'ab'.repeat(32)}`);

vi.mock('wagmi/actions', () => ({
  readContract,
  writeContract,
  getBalance: async () => ({ value: 10n ** 18n }),
  estimateFeesPerGas: async () => ({ maxFeePerGas: 1n }),
  waitForTransactionReceipt: async () => ({ status: 'success', logs: [] }),
}));

const { payLock } = await import('./pay-lock.ts');
const config = {} as Config;

describe('payLock renewing a key', () => {
  beforeEach(() => {
    writeContract.mockClear();
    chain.extendHook = HOOK;
    chain.extendPrice = usdToTokenUnits(5);
  });

  it('pays extend the renewal price the lock’s hook charges, not the key price', async () => {
    await payLock(config, { lock: LOCK, buyer: BUYER, renewKeyId: 7n, renewalPriceUsd: 5 });
    expect(writeContract).toHaveBeenCalledOnce();
    expect(writeContract).toHaveBeenCalledWith(config, {
      address: LOCK,
      abi: publicLockAbi,
      functionName: 'extend',
      args: [usdToTokenUnits(5), 7n, zeroAddress, '0x'],
    });
  });

  it('refuses before paying when the lock would charge another price (a lock without the hook)', async () => {
    chain.extendHook = zeroAddress;
    await expect(
      payLock(config, { lock: LOCK, buyer: BUYER, renewKeyId: 7n, renewalPriceUsd: 5 }),
    ).rejects.toThrow(MESSAGES.checkout.renewByCard);
    expect(writeContract).not.toHaveBeenCalled();
  });

  it('renews a lock without the hook whose key price is the renewal price', async () => {
    chain.extendHook = zeroAddress;
    await payLock(config, { lock: LOCK, buyer: BUYER, renewKeyId: 7n, renewalPriceUsd: 3 });
    expect(writeContract).toHaveBeenCalledWith(
      config,
      expect.objectContaining({ functionName: 'extend', args: [usdToTokenUnits(3), 7n, zeroAddress, '0x'] }),
    );
  });
});
