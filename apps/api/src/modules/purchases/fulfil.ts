import { toLockExpiration } from '@keyclub/chain';
import { and, desc, eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { chainWrites, purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { recordEarning } from '../payouts/record-earning.ts';
import { failPurchase, reserveCopy } from './hold.ts';
import {
  type ExtendPayload,
  type GrantPayload,
  PURCHASE_WRITES,
  type TransferPayload,
} from './purchase-writes.ts';
import { keyRecipient } from './recipient.ts';
import { refundPurchase } from './refund.ts';

type Purchase = typeof purchases.$inferSelect;

export const purchaseSubject = (purchaseId: number) => `purchase:${purchaseId}`;

/**
 * Records the chain write that delivers a PAID purchase (R3, R5), in the caller's short
 * transaction: a grant to the buyer's wallet or custody address, an extension of the renewed
 * copy, or the listing's key moved to the buyer (resale). Answers the write to drive once committed.
 */
export async function recordDelivery(tx: Tx, deps: Pick<AppDeps, 'env' | 'chainWrites'>, purchase: Purchase) {
  const [profile] = await tx
    .select()
    .from(tokenProfiles)
    .where(eq(tokenProfiles.id, purchase.tokenProfileId));
  if (!profile?.contractAddress) throw new Error(`Membership ${purchase.tokenProfileId} has no lock`);
  const lock = profile.contractAddress as Address;
  const duration = toLockExpiration(profile.expirationDuration, profile.expirationDurationType);
  const base = {
    subject: purchaseSubject(purchase.id),
    requestedById: purchase.userId,
    businessId: profile.businessId,
  };
  if (purchase.kind === 'RENEWAL') {
    const [copy] = await tx.select().from(tokens).where(eq(tokens.id, purchase.sourceTokenId));
    if (!copy?.tokenIdBc) throw new Error(`Copy ${purchase.sourceTokenId} has no key`);
    const payload: ExtendPayload = {
      purchaseId: purchase.id,
      lock,
      copyId: copy.id,
      tokenIdBc: copy.tokenIdBc,
      duration: duration.toString(),
    };
    return deps.chainWrites.record(tx, { ...base, kind: PURCHASE_WRITES.extend, payload });
  }
  if (purchase.kind === 'RESALE') {
    const [listing] = await tx.select().from(tokens).where(eq(tokens.id, purchase.sourceTokenId));
    if (!listing?.tokenIdBc || !listing.ownerWalletAddress || listing.ownerId === null)
      throw new Error(`Listing ${purchase.sourceTokenId} has no key or seller`);
    const recipient = await keyRecipient(tx, purchase.userId, deps.env.custodySecret);
    const payload: TransferPayload = {
      purchaseId: purchase.id,
      lock,
      copyId: listing.id,
      buyerId: purchase.userId,
      sellerId: listing.ownerId,
      from: getAddress(listing.ownerWalletAddress),
      to: recipient.address,
      toCustody: recipient.custody,
      tokenIdBc: listing.tokenIdBc,
    };
    return deps.chainWrites.record(tx, { ...base, kind: PURCHASE_WRITES.transfer, payload });
  }
  const payload: GrantPayload = {
    purchaseId: purchase.id,
    tokenProfileId: purchase.tokenProfileId,
    userId: purchase.userId,
    lock,
    recipient: (await keyRecipient(tx, purchase.userId, deps.env.custodySecret)).address,
    duration: duration.toString(),
  };
  return deps.chainWrites.record(tx, { ...base, kind: PURCHASE_WRITES.grant, payload });
}

/**
 * Whether a paid new-key purchase still holds a copy: a key bought on chain meanwhile may have
 * taken its hold back (R2). Then it reserves again; false when no copy is left. Renewals, resales
 * and unlimited memberships hold nothing to lose.
 */
async function holdsItsCopy(tx: Tx, purchase: Purchase): Promise<boolean> {
  if (purchase.kind !== 'PURCHASE' || purchase.stockReserved) return true;
  const { reserved, stockReserved } = await reserveCopy(tx, purchase.tokenProfileId);
  if (stockReserved) await tx.update(purchases).set({ stockReserved }).where(eq(purchases.id, purchase.id));
  return reserved;
}

/**
 * The session was paid (webhook or poll, whichever comes first; R3). Only the caller whose
 * PENDING → PAID update wins records the delivery; everyone else answers from the row. A payment
 * for an attempt that failed unpaid (its hold lapsed, it was cancelled) is refunded (R6); the same
 * refund key answers a replayed event with the same refund.
 */
export async function confirmPaid(deps: AppDeps, sessionId: string, paymentId: string | null): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(purchases)
      .set({ status: 'PAID', paidAt: new Date(), externalPaymentId: paymentId })
      .where(and(eq(purchases.externalSessionId, sessionId), eq(purchases.status, 'PENDING')))
      .returning();
    if (!paid) return null;
    if (!(await holdsItsCopy(tx, paid))) {
      await failPurchase(tx, paid.id, 'No copy was left for this payment.', ['PAID']);
      return { refund: paid.id };
    }
    await recordEarning(tx, deps.env.platformFeePercentage, paid);
    return { write: await recordDelivery(tx, deps, paid) };
  });
  if (outcome && 'write' in outcome) {
    if (outcome.write) void deps.chainWrites.drive(outcome.write.id);
    return;
  }
  if (outcome && paymentId) {
    // A key bought on chain took this attempt's copy (R2) and none is left: the lock would not
    // refuse a grant (grantKeys ignores its key limit), so the stock is kept here and the payment
    // given back.
    await refundPurchase(deps, outcome.refund, paymentId);
    return;
  }
  const [purchase] = await deps.db.select().from(purchases).where(eq(purchases.externalSessionId, sessionId));
  // Failed before it was ever paid (hold lapsed, cancelled): the payment has nothing to buy.
  if (purchase?.status === 'FAILED' && purchase.paidAt === null && paymentId) {
    deps.logger.warn({ purchase: purchase.id }, 'a failed checkout was paid: refunding');
    await refundPurchase(deps, purchase.id, paymentId);
  }
}

/** The session failed (declined, expired, cancelled): a PENDING purchase FAILED and its copy released. */
export async function failPendingSession(deps: AppDeps, sessionId: string, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [purchase] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.externalSessionId, sessionId));
    if (purchase) await failPurchase(tx, purchase.id, reason, ['PENDING']);
  });
}

/** The purchase's latest delivery write, if one was recorded. */
export async function deliveryOf(deps: AppDeps, purchaseId: number) {
  const [write] = await deps.db
    .select({ id: chainWrites.id })
    .from(chainWrites)
    .where(eq(chainWrites.subject, purchaseSubject(purchaseId)))
    .orderBy(desc(chainWrites.id))
    .limit(1);
  return write;
}
