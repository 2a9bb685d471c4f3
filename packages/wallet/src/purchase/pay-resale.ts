import { holdResaleForWallet } from '@keyclub/api-client';
import { erc20Abi } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { type Address, formatUnits, getAddress, type Hash } from 'viem';
import type { Config } from 'wagmi';
import {
  estimateFeesPerGas,
  getBalance,
  readContract,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { WalletFlowError } from '../flow-error.ts';

/** Gas of one ERC-20 transfer, with room to spare. */
const GAS_BUDGET = 150_000n;

const usd = (units: bigint, decimals: number) => Number(formatUnits(units, decimals)).toFixed(2);

/**
 * Pays another consumer's resale listing from the buyer's wallet (docs/decisions/crypto-resale.md):
 * the API holds the listing for this wallet and says what to pay, the balances are checked before
 * anything is asked, then one stablecoin transfer of the listing's total goes to the platform's
 * treasury; the API moves the key once it has verified that transfer (the claim). Answers its hash.
 */
export async function payResale(config: Config, listingId: number, buyer: Address): Promise<Hash> {
  const payment = await holdResaleForWallet(listingId, { wallet_address: buyer });
  const token = getAddress(payment.token_address);
  const units = BigInt(payment.amount_units);
  const [held, decimals, eth, fees] = await Promise.all([
    readContract(config, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] }),
    readContract(config, { address: token, abi: erc20Abi, functionName: 'decimals' }),
    getBalance(config, { address: buyer }),
    estimateFeesPerGas(config),
  ]);
  if (held < units)
    throw new WalletFlowError(MESSAGES.checkout.notEnoughUsd(usd(units, decimals), usd(held, decimals)));
  if (eth.value < GAS_BUDGET * fees.maxFeePerGas) throw new WalletFlowError(MESSAGES.checkout.notEnoughEth);

  const hash = await writeContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [getAddress(payment.pay_to), units],
  });
  const receipt = await waitForTransactionReceipt(config, { hash });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return hash;
}
