import { erc20Abi } from '@keyclub/chain';
import { formatDecimal, MESSAGES, USD_DECIMALS } from '@keyclub/domain';
import { type Address, formatUnits } from 'viem';
import type { Config } from 'wagmi';
import { estimateFeesPerGas, getBalance, readContract } from 'wagmi/actions';
import { WalletFlowError } from '../flow-error.ts';

export type Payment = {
  /** The stablecoin paid in. */
  token: Address;
  buyer: Address;
  /** What is paid, in the stablecoin's units. */
  units: bigint;
  /** The gas the payment's transactions may use, with room to spare. */
  gasBudget: bigint;
};

const usd = (units: bigint, decimals: number) =>
  formatDecimal(Number(formatUnits(units, decimals)), USD_DECIMALS);

/**
 * Refuses a payment the wallet cannot make before anything is asked of it: the stablecoin to pay
 * and ETH for the network fees at the current fee per gas (a lock's purchase and a resale alike).
 */
export async function checkCanPay(config: Config, { token, buyer, units, gasBudget }: Payment) {
  const [held, decimals, eth, fees] = await Promise.all([
    readContract(config, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] }),
    readContract(config, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    getBalance(config, { address: buyer }),
    estimateFeesPerGas(config),
  ]);
  if (held < units)
    throw new WalletFlowError(MESSAGES.checkout.notEnoughUsd(usd(units, decimals), usd(held, decimals)));
  if (eth.value < gasBudget * fees.maxFeePerGas) throw new WalletFlowError(MESSAGES.checkout.notEnoughEth);
}
