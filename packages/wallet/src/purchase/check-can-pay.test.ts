import { usdToTokenUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import type { Address } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from 'wagmi';

const TOKEN: Address = '0x3333333333333333333333333333333333333333';
const BUYER: Address = '0x4444444444444444444444444444444444444444';

/** The buyer's wallet as the chain reports it: stablecoin (6 decimals), ETH and the fee per gas. */
const wallet = { stablecoin: 0n, eth: 0n, maxFeePerGas: 2n };

vi.mock('wagmi/actions', () => ({
  readContract: async (_config: Config, call: { functionName: string }) =>
    call.functionName === 'decimals' ? 6 : wallet.stablecoin,
  getBalance: async () => ({ value: wallet.eth }),
  estimateFeesPerGas: async () => ({ maxFeePerGas: wallet.maxFeePerGas }),
}));

const { checkCanPay } = await import('./check-can-pay.ts');
const pay = (usd: number) =>
  checkCanPay({} as Config, { token: TOKEN, buyer: BUYER, units: usdToTokenUnits(usd), gasBudget: 100n });

describe('checkCanPay', () => {
  beforeEach(() => {
    wallet.stablecoin = usdToTokenUnits(1234.5);
    wallet.eth = 200n;
  });

  it('passes a wallet holding the price and the fees', async () => {
    await expect(pay(1234.5)).resolves.toBeUndefined();
  });

  it('says what the wallet holds and what is owed, written as every price is', async () => {
    wallet.stablecoin = usdToTokenUnits(1);
    await expect(pay(7.5)).rejects.toThrow(MESSAGES.checkout.notEnoughUsd('7.50', '1.00'));
    wallet.stablecoin = usdToTokenUnits(999.99);
    await expect(pay(1234.5)).rejects.toThrow(MESSAGES.checkout.notEnoughUsd('1,234.50', '999.99'));
  });

  it('refuses a wallet short of ETH for the fees at the current fee per gas', async () => {
    wallet.eth = 199n;
    await expect(pay(5)).rejects.toThrow(MESSAGES.checkout.notEnoughEth);
  });
});
