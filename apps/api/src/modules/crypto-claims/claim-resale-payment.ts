import { tokenUnitsToUsd, usdToTokenUnits } from '@keyclub/chain';
import { type CryptoPurchaseRequest, MESSAGES, type PurchaseResult } from '@keyclub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { type Address, getAddress, type Hex, isAddressEqual } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { purchases, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { deliveryOf, recordDelivery } from '../purchases/fulfil.ts';
import { failPurchase, holdListing } from '../purchases/hold.ts';
import { isConcurrentAttempt } from '../purchases/live-attempt.ts';
import { linkedWallet } from './claim-source.ts';
import { transactionClaimed } from './record-claim.ts';
import { notThisResalePayment, verifyResalePayment } from './verify-resale-payment.ts';

type Purchase = typeof purchases.$inferSelect;

const PENDING: PurchaseResult = { pending: true, token_id: null, error: null };

/** Why a paid wallet resale failed, recorded with what was paid for a refund by hand, and what the buyer reads. */
const PAID_TOO_LATE = {
  // The listing went to someone else while its hold had lapsed.
  'Paid after its hold lapsed and the listing was sold: refund by hand.': MESSAGES.checkout.soldBeforePayment,
  // Its seller relisted it (at another price), or it changed hands and was listed again.
  'Paid after its hold lapsed and the listing changed: refund by hand.':
    MESSAGES.checkout.listingChangedBeforePayment,
} as const;
type PaidTooLate = keyof typeof PAID_TOO_LATE;
const isPaidTooLate = (reason: string | null): reason is PaidTooLate =>
  reason !== null && reason in PAID_TOO_LATE;

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
  const reason = current.failureReason;
  return {
    pending: false,
    token_id: null,
    error: isPaidTooLate(reason) ? PAID_TOO_LATE[reason] : MESSAGES.errors.default,
  };
}

/**
 * Why the payment no longer buys the listing as it stands now (null: it does), inside the recording transaction (the
 * hold row locked): the listing at the hold's total, listed no later than the hold's end (a listing,
 * by its seller or a new owner, stamps `listed_at`, and none is allowed while a hold is live: a later
 * one is another listing), and held for this buyer: a live hold holds it already, a lapsed one takes
 * it again only if it is free.
 */
async function whyPaidTooLate(tx: Tx, hold: Purchase): Promise<PaidTooLate | null> {
  const [listing] = await tx.select().from(tokens).where(eq(tokens.id, hold.sourceTokenId)).for('update');
  const heldVersion =
    listing?.totalAmount === hold.amount &&
    listing.listedAt !== null &&
    hold.reservedUntil !== null &&
    listing.listedAt <= hold.reservedUntil;
  if (!heldVersion) return 'Paid after its hold lapsed and the listing changed: refund by hand.';
  if (hold.status === 'PENDING' || (await holdListing(tx, listing, hold.userId))) return null;
  return 'Paid after its hold lapsed and the listing was sold: refund by hand.';
}

/**
 * Claims the wallet payment of a held resale listing (R7, RESALE): the stablecoin transfer is
 * verified on chain with no database transaction open, then one short transaction marks the hold
 * PAID with its tx_hash (unique: a transaction pays once) and records the key's transfer to the
 * buyer (R5), which also writes the payout ledger when it finishes. The payment must buy the
 * listing as it stands then (`whyPaidTooLate`); when it does not (the hold lapsed and the
 * listing was sold or changed), it is refused: the hold is FAILED with the tx_hash, the amount the
 * wallet actually sent and the reason, for a refund by hand.
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

  const sent = await verifyResalePayment(deps, {
    hash,
    wallet,
    token: getAddress((await deps.chain.deployment()).usdToken),
    treasury,
    units: usdToTokenUnits(Number(hold.amount)),
  });
  if (sent === null) return PENDING;

  let paid: { purchase: Purchase; writeId: number | null } | undefined;
  try {
    paid = await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(purchases).where(eq(purchases.id, hold.id)).for('update');
      if (!row || row.txHash !== null || !['PENDING', 'FAILED'].includes(row.status)) return undefined;
      const tooLate = await whyPaidTooLate(tx, row);
      // A live hold that no longer buys the listing lets it go, as any failed attempt does.
      if (tooLate && row.status === 'PENDING') await failPurchase(tx, row.id, tooLate, ['PENDING']);
      const [updated] = await tx
        .update(purchases)
        .set(
          tooLate
            ? { txHash: hash, paidAt: new Date(), amount: tokenUnitsToUsd(sent), failureReason: tooLate }
            : { status: 'PAID', txHash: hash, paidAt: new Date(), failureReason: null },
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
      'a wallet resale was paid after its hold lapsed: refund by hand',
    );
  return resaleClaimResult(deps, paid.purchase);
}

const isUniqueTxHash = (error: unknown) => {
  const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
  return cause?.constraint === 'purchases_tx_hash_key';
};
