import { transferredUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { type Address, type Hex, isAddressEqual } from 'viem';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { CLAIM_RECEIPT_WAIT_MS, minedTransaction } from './verify-transaction.ts';

export const notThisResalePayment = () => {
  const message = MESSAGES.checkout.notThisResalePayment;
  return new HttpError(400, message, [{ field: 'tx_hash', message }]);
};

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
export async function verifyResalePayment(
  deps: AppDeps,
  payment: ResalePayment,
  waitMs = CLAIM_RECEIPT_WAIT_MS,
): Promise<bigint | null> {
  let mined: Awaited<ReturnType<typeof minedTransaction>>;
  try {
    mined = await minedTransaction(deps, payment.hash, waitMs);
  } catch (error) {
    // An unknown hash is refused in the resale's own words.
    if (error instanceof HttpError && error.status === 400) throw notThisResalePayment();
    throw error;
  }
  if (!mined) return null;
  if (!mined.success || !isAddressEqual(mined.from, payment.wallet)) throw notThisResalePayment();
  if (mined.confirmations < deps.env.chainConfirmations) return null;
  const paid = transferredUnits(mined.logs, {
    token: payment.token,
    from: payment.wallet,
    to: payment.treasury,
  });
  if (paid < payment.units) throw notThisResalePayment();
  return paid;
}
