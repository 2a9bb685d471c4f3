import { usdToTokenUnits } from '@keyclub/chain';
import { type CryptoPurchaseRequest, MESSAGES, type PurchaseResult } from '@keyclub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem';
import { purchases, tokens } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { HttpError } from '../../../http/errors.ts';
import { isConcurrentAttempt } from '../checkout.ts';
import { deliveryOf, recordDelivery } from '../fulfil.ts';
import { holdListing } from '../hold.ts';
import { linkedWallet } from './claim-source.ts';
import { transactionClaimed } from './record-claim.ts';
import { notThisResalePayment, verifyResalePayment } from './verify-resale-payment.ts';

type Purchase = typeof purchases.$inferSelect;

const PENDING: PurchaseResult = { pending: true, token_id: null, error: null };

/** Why a paid wallet resale failed: the listing went to someone else while its hold had lapsed. */
export const SOLD_BEFORE_PAYMENT = 'Paid after its hold lapsed and the listing was sold: refund by hand.';

/**
 * A claimed resale payment as the buyer sees it: the key on its way (pending, the transfer is
 * awaited up to the usual answer time), the copy, or why it failed.
 */
export async function resaleClaimResult(deps: AppDeps, purchase: Purchase): Promise<PurchaseResult> {
  let current = purchase;
  if (current.status === 'PAID') {
    const delivery = await deliveryOf(deps, current.id);
    if (delivery) await deps.chainWrites.settle(delivery.id);
    [current = purchase] = await deps.db.select().from(purchases).where(eq(purchases.id, purchase.id));
  }
  if (current.status === 'FULFILLED') return { pending: false, token_id: current.resultTokenId, error: null };
  if (current.status === 'PAID') return PENDING;
  const error =
    current.failureReason === SOLD_BEFORE_PAYMENT
      ? MESSAGES.checkout.soldBeforePayment
      : MESSAGES.errors.default;
  return { pending: false, token_id: null, error };
}

/**
 * Claims the wallet payment of a held resale listing (R7, RESALE): the stablecoin transfer is
 * verified on chain with no database transaction open, then one short transaction marks the hold
 * PAID with its tx_hash (unique: a transaction pays once) and records the key's transfer to the
 * buyer (R5), which also writes the payout ledger when it finishes. A hold that lapsed meanwhile is
 * taken again when the listing is still free; when it was sold, the payment is recorded as FAILED
 * for a refund by hand.
 */
export async function claimResalePayment(
  deps: AppDeps,
  hold: Purchase,
  request: CryptoPurchaseRequest,
): Promise<PurchaseResult> {
  const hash = request.tx_hash.toLowerCase() as Hex;
  const treasury = deps.env.platformTreasuryAddress;
  if (!treasury) throw new HttpError(409, MESSAGES.checkout.walletResaleUnavailable);
  const wallet = await linkedWallet(deps, hold.userId, request.wallet_address);
  const [listing] = await deps.db.select().from(tokens).where(eq(tokens.id, hold.sourceTokenId));
  if (!hold.walletAddress || !isAddressEqual(wallet, hold.walletAddress as Address))
    throw notThisResalePayment();
  if (!listing || listing.tokenIdBc !== request.token_id_bc) throw notThisResalePayment();

  const verified = await verifyResalePayment(deps, {
    hash,
    wallet,
    token: getAddress((await deps.chain.deployment()).usdToken),
    treasury,
    units: usdToTokenUnits(Number(hold.amount)),
  });
  if (!verified) return PENDING;

  let paid: { purchase: Purchase; writeId: number | null } | undefined;
  try {
    paid = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(purchases).where(eq(purchases.id, hold.id)).for('update');
      if (!row || row.txHash !== null || !['PENDING', 'FAILED'].includes(row.status)) return undefined;
      // A lapsed hold pays for the listing only if nobody else holds it now.
      const stillHeld = row.status === 'PENDING' || (await holdListing(tx, listing, row.userId));
      const [updated] = await tx
        .update(purchases)
        .set(
          stillHeld
            ? { status: 'PAID', txHash: hash, paidAt: new Date(), failureReason: null }
            : { txHash: hash, paidAt: new Date(), failureReason: SOLD_BEFORE_PAYMENT },
        )
        .where(and(eq(purchases.id, row.id), inArray(purchases.status, ['PENDING', 'FAILED'])))
        .returning();
      if (!updated) return undefined;
      const write = updated.status === 'PAID' ? await recordDelivery(tx, deps, updated) : null;
      return { purchase: updated, writeId: write?.id ?? null };
    });
  } catch (error) {
    // The tx_hash is unique: this transaction already paid another purchase.
    if (isUniqueTxHash(error)) throw transactionClaimed();
    if (isConcurrentAttempt(error)) throw new HttpError(409, MESSAGES.sell.purchaseInProgress);
    throw error;
  }
  if (!paid) {
    // Claimed by a concurrent request of the same buyer meanwhile: answer as a replay.
    const [claimed] = await deps.db.select().from(purchases).where(eq(purchases.txHash, hash));
    if (!claimed || claimed.id !== hold.id) throw transactionClaimed();
    return resaleClaimResult(deps, claimed);
  }
  if (paid.writeId !== null) void deps.chainWrites.drive(paid.writeId);
  else
    deps.logger.error(
      { purchase: paid.purchase.id, tx: hash },
      'a wallet resale was paid after its listing sold',
    );
  return resaleClaimResult(deps, paid.purchase);
}

const isUniqueTxHash = (error: unknown) => {
  const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
  return cause?.constraint === 'purchases_tx_hash_key';
};
