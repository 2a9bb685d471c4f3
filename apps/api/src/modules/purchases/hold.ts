import { LIFECYCLE_MESSAGES, MESSAGES, OPERATOR_MESSAGES, UNLIMITED } from '@keyclub/domain';
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { noLiveActivation } from '../../db/copy-cards.ts';
import { recountAvailable } from '../../db/profile-stock.ts';
import { purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';

/**
 * How long a checkout holds its copy, and when its provider session expires: Stripe refuses an
 * `expires_at` less than 30 minutes after it creates the session, so one more minute covers the way there.
 */
export const CHECKOUT_HOLD_MS = 31 * 60_000;
/** Holds are swept this long after they lapse, so a webhook arriving late still finds its copy. */
const LATE_WEBHOOK_GRACE_MS = 5 * 60_000;

/** Holds of the profile (or of all) whose session ended unpaid more than the grace ago. */
export const lapsedHolds = (profileId?: number) =>
  and(
    ...(profileId === undefined ? [] : [eq(purchases.tokenProfileId, profileId)]),
    eq(purchases.status, 'PENDING'),
    lt(purchases.reservedUntil, new Date(Date.now() - LATE_WEBHOOK_GRACE_MS)),
  );

/** Fails the profile's lapsed holds, reopens held listings and recounts its copies (R1); answers how many. */
export async function releaseLapsedHolds(tx: Tx, profileId: number): Promise<number> {
  const swept = await tx
    .update(purchases)
    .set({ status: 'FAILED', stockReserved: false, failureReason: 'The checkout hold lapsed.' })
    .where(lapsedHolds(profileId))
    .returning({ kind: purchases.kind, sourceTokenId: purchases.sourceTokenId });
  for (const hold of swept) if (hold.kind === 'RESALE') await reopenListing(tx, hold.sourceTokenId);
  if (swept.length > 0) await recountAvailable(tx, profileId);
  return swept.length;
}

/**
 * Holds an open listing for one buyer's checkout (R1): it leaves the marketplace until the purchase
 * ends. False when it is no longer open, is the buyer's own, was relisted at another price since
 * the checkout priced it (`totalAmount`: the buyer would pay what the seller no longer asks), or
 * an activation of it is ACTIVE (the buyer would be locked out).
 */
export async function holdListing(
  tx: Tx,
  listing: { id: number; totalAmount: string | null },
  buyerId: number,
): Promise<boolean> {
  const samePrice =
    listing.totalAmount === null ? isNull(tokens.totalAmount) : eq(tokens.totalAmount, listing.totalAmount);
  const [held] = await tx
    .update(tokens)
    .set({ isOpenForSale: false })
    .where(
      and(
        eq(tokens.id, listing.id),
        eq(tokens.isOpenForSale, true),
        ne(tokens.ownerId, buyerId),
        samePrice,
        noLiveActivation(tokens.id),
      ),
    )
    .returning({ id: tokens.id });
  return held !== undefined;
}

/** A held listing whose checkout failed is on sale again (it still has its listing time). */
const reopenListing = (tx: Tx, listingId: number) =>
  tx
    .update(tokens)
    .set({ isOpenForSale: true })
    .where(and(eq(tokens.id, listingId), isNotNull(tokens.listedAt)));

/**
 * Reserves one copy for a checkout (R1), inside its transaction: lapsed holds of the profile are
 * failed and released first, then one conditional UPDATE takes a copy; false when none is left.
 * Unlimited memberships reserve nothing (`stockReserved: false`).
 */
export async function reserveCopy(
  tx: Tx,
  profileId: number,
): Promise<{ reserved: boolean; stockReserved: boolean }> {
  await releaseLapsedHolds(tx, profileId);

  const [taken] = await tx
    .update(tokenProfiles)
    .set({ availableCopiesCount: sql`${tokenProfiles.availableCopiesCount} - 1` })
    .where(
      and(
        eq(tokenProfiles.id, profileId),
        eq(tokenProfiles.status, 'ACTIVE'),
        // Its business may sell it: account ACTIVE, neither suspended by an operator (migration 0031).
        eq(tokenProfiles.businessActive, true),
        gt(tokenProfiles.availableCopiesCount, 0),
      ),
    )
    .returning({ id: tokenProfiles.id });
  if (taken) return { reserved: true, stockReserved: true };
  const [profile] = await tx
    .select({ available: tokenProfiles.availableCopiesCount })
    .from(tokenProfiles)
    .where(eq(tokenProfiles.id, profileId));
  return profile?.available === UNLIMITED
    ? { reserved: true, stockReserved: false }
    : { reserved: false, stockReserved: false };
}

/**
 * A renewal's hold (R1): it takes no copy, but, as a listing's hold, it locks the price the checkout
 * read. Under a share lock of the profile row (so a pause or a price change waits for this
 * transaction, and this one sees theirs), the membership must still be on sale and its renewal
 * price still `amount`: a renewal is never charged a price the business no longer asks.
 */
export async function holdRenewal(tx: Tx, profileId: number, amount: string) {
  const [profile] = await tx
    .select({
      status: tokenProfiles.status,
      renewalPrice: tokenProfiles.renewalPrice,
      suspended: tokenProfiles.suspendedAt,
      sellable: tokenProfiles.businessActive,
    })
    .from(tokenProfiles)
    .where(eq(tokenProfiles.id, profileId))
    .for('share');
  // A suspension of the membership or its business writes this row, so it waits for this hold (or it for it).
  if (profile?.suspended || profile?.sellable === false)
    return { reserved: false, refusal: OPERATOR_MESSAGES.salesSuspended };
  if (profile?.status === 'ARCHIVED') return { reserved: false, refusal: LIFECYCLE_MESSAGES.salesPaused };
  if (profile?.status !== 'ACTIVE') return { reserved: false, refusal: MESSAGES.checkout.notOnSale };
  if (Number(profile.renewalPrice) !== Number(amount))
    return { reserved: false, refusal: MESSAGES.checkout.renewalPriceChanged };
  return { reserved: true, refusal: MESSAGES.checkout.notOnSale };
}

type LiveStatus = 'PENDING' | 'PAID';

/**
 * Fails a purchase that is still in one of `from` (declined, expired, cancelled: PENDING; grant
 * refused: PAID) and gives its copy back: only the caller that flips it releases, and available is
 * recomputed under the profile lock (R1). Answers the row as it was, or undefined when it was not.
 */
export async function failPurchase(tx: Tx, purchaseId: number, reason: string, from: LiveStatus[]) {
  const [before] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  if (!before || !from.includes(before.status as LiveStatus)) return undefined;
  await tx
    .update(purchases)
    .set({ status: 'FAILED', stockReserved: false, failureReason: reason })
    .where(eq(purchases.id, purchaseId));
  await releaseHold(tx, before);
  return before;
}

type HeldBy = Pick<
  typeof purchases.$inferSelect,
  'stockReserved' | 'tokenProfileId' | 'kind' | 'sourceTokenId'
>;

/**
 * What a purchase that will never be delivered held goes back on sale: its copy (recounted under the
 * profile lock; the caller has set `stock_reserved` false) or its listing. `before`: the row as it was.
 */
export async function releaseHold(tx: Tx, before: HeldBy) {
  if (before.stockReserved) await recountAvailable(tx, before.tokenProfileId);
  if (before.kind === 'RESALE') await reopenListing(tx, before.sourceTokenId);
}
