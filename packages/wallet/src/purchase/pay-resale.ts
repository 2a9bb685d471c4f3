import { holdResaleForWallet } from '@keyclub/api-client';
import { erc20Abi } from '@keyclub/chain';
import { type Address, getAddress, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { checkCanPay } from './check-can-pay.ts';

/** Gas of one ERC-20 transfer, with room to spare. */
const GAS_BUDGET = 150_000n;

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
  await checkCanPay(config, { token, buyer, units, gasBudget: GAS_BUDGET });

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
