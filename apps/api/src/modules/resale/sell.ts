import {
  computeSellFees,
  MESSAGES,
  OPERATOR_MESSAGES,
  sellPriceFormSchema,
  type Token,
} from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { type Address, isAddressEqual } from 'viem';
import { noLiveActivation } from '../../db/copy-cards.ts';
import { tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { loadTokens } from '../../read-models/token.ts';
import { payoutAccountOf } from '../payouts/payout-account.ts';
import { loadOwnedCopy, lockListing, type OwnedCopy } from './owned-copy.ts';
import { feePercentages, minimumAsk } from './sell-terms.ts';

const conflict = (message: string) => new HttpError(409, message);

/** The price as the Sell form sends it, refused below the copy's minimum ask (R12) with the modal's text. */
function priceFor(copy: OwnedCopy, body: unknown): number {
  const parsed = sellPriceFormSchema(minimumAsk(copy)).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data.price;
}

/**
 * Issue 34: the seller's share of a sale is transferred to their payout account, so a listing needs
 * one able to receive transfers (READY) first. Checked before anything is listed.
 */
async function checkPayoutAccount(deps: AppDeps, userId: number): Promise<void> {
  const account = await payoutAccountOf(deps, { kind: 'consumer', userId });
  if (account?.status !== 'READY') throw conflict(MESSAGES.sell.payoutAccountFirst);
}

/**
 * R8: the API signer must be able to move the key when it sells. A key in custody is managed by the
 * signer; a key in the owner's wallet needs the wallet's approve(signer, key) first (or the signer as
 * its key manager). Read on chain, outside any transaction. A key that left the recorded holder, or
 * that expired (Unlock refuses to transfer it), cannot be listed.
 */
async function checkTransferable(deps: AppDeps, copy: OwnedCopy): Promise<void> {
  const { token, profile } = copy;
  if (
    profile.status !== 'ACTIVE' ||
    profile.contractType !== 'INTERNAL' ||
    !profile.contractAddress ||
    !token.tokenIdBc ||
    !token.ownerWalletAddress
  ) {
    throw conflict(MESSAGES.sell.notSellable);
  }
  if (token.expiresAt !== null && token.expiresAt.getTime() <= Date.now())
    throw conflict(MESSAGES.sell.expired);
  const key = await deps.chain.readKeyAuthority(profile.contractAddress as Address, BigInt(token.tokenIdBc));
  if (!isAddressEqual(key.owner, token.ownerWalletAddress as Address)) throw conflict(MESSAGES.sell.keyMoved);
  const signer = deps.chain.signer;
  if (!copy.custody && !isAddressEqual(key.manager, signer) && !isAddressEqual(key.approved, signer)) {
    throw conflict(MESSAGES.sell.approveFirst);
  }
}

/**
 * POST /tokens/{id}/sell: lists the caller's copy at `price`. The fees are computed here (R12), never
 * taken from the client: the membership's royalty as commission and the configured transaction fee;
 * `listing_amount` becomes the price, `total_amount` what a buyer pays. Listing again changes the price.
 * Refused while an activation of the copy is ACTIVE (a buyer would be locked out of what they
 * bought), and without a READY payout account (the seller's share would have nowhere to go).
 */
export async function sellCopy(deps: AppDeps, auth: AuthContext, id: number, body: unknown): Promise<Token> {
  const copy = await loadOwnedCopy(deps.db, auth.userId, id);
  // Suspended by an operator (the membership or its business): nothing of it is listed for now.
  if (copy.suspended) throw conflict(OPERATOR_MESSAGES.salesSuspended);
  priceFor(copy, body);
  await checkPayoutAccount(deps, auth.userId);
  await checkTransferable(deps, copy);
  await deps.db.transaction(async (tx) => {
    const locked = await lockListing(tx, auth.userId, id);
    const price = priceFor(locked, body);
    const percentages = feePercentages(deps, locked);
    const fees = computeSellFees({ price, listingAmount: minimumAsk(locked), ...percentages });
    const [updated] = await tx
      .update(tokens)
      .set({
        isOpenForSale: true,
        listedAt: new Date(),
        listingAmount: price.toFixed(2),
        commissionAmount: fees.commissionAmount.toFixed(2),
        commissionPercentage: percentages.commissionPercentage.toFixed(2),
        transactionAmount: fees.transactionAmount.toFixed(2),
        transactionPercentage: percentages.transactionPercentage.toFixed(2),
        totalAmount: fees.totalAmount.toFixed(2),
      })
      .where(and(eq(tokens.id, id), noLiveActivation(tokens.id)))
      .returning({ id: tokens.id });
    if (!updated) throw conflict(MESSAGES.sell.activationRunning);
  });
  const [listed] = await loadTokens(deps, [id], { userId: auth.userId, businessId: null });
  if (!listed) throw new Error(`Listed copy ${id} vanished`);
  return listed;
}
