import { transferredUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import type { Address, Hex } from 'viem';
import type { AppDeps } from '../../deps.ts';
import { confirmedTransaction, txHashRefused } from './mined-transaction.ts';

export const notThisResalePayment = () => txHashRefused(MESSAGES.checkout.notThisResalePayment);

export type ResalePayment = {
  hash: Hex;
  /** The buyer's wallet the listing was held for. */
  wallet: Address;
  /** The stablecoin of the deployment. */
  token: Address;
  treasury: Address;
  /** The listing's total in the stablecoin's base units. */
  units: bigint;
};

/**
 * R7, RESALE: the buyer's transaction succeeded with enough confirmations, was sent from the held
 * wallet, and the stablecoin logged Transfer(wallet → treasury, ≥ units). Answers the units it sent
 * the treasury once verified (what a refund gives back), null while it is pending or too fresh;
 * anything else is refused (400).
 */
export async function verifyResalePayment(deps: AppDeps, payment: ResalePayment): Promise<bigint | null> {
  const mined = await confirmedTransaction(deps, payment, notThisResalePayment);
  if (!mined) return null;
  const paid = transferredUnits(mined.logs, {
    token: payment.token,
    from: payment.wallet,
    to: payment.treasury,
  });
  if (paid < payment.units) throw notThisResalePayment();
  return paid;
}
