import { MESSAGES } from '@keyclub/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Address, isAddressEqual } from 'viem';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import type { Database } from '../../db/client.ts';
import { businesses, purchases, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { releaseLapsedHolds } from '../purchases/hold.ts';

/**
 * The caller's own copy `id` with its membership, and whether its key is in Keyclub's custody (held
 * at the owner's custody address, moved by the API signer) rather than in the owner's wallet. A token
 * that is not a copy the caller owns is a 404, so another's copy is not revealed.
 */
export async function loadOwnedCopy(db: Database | Tx, userId: number, id: number, lock = false) {
  const query = db
    .select({
      token: tokens,
      profile: tokenProfiles,
      custodyAddress: users.custodyAddress,
      businessSuspendedAt: businesses.suspendedAt,
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
    .innerJoin(users, eq(users.id, tokens.ownerId))
    .where(and(eq(tokens.id, id), eq(tokens.ownerId, userId), isNotNull(tokens.parentId)));
  const [row] = lock ? await query.for('update', { of: tokens }) : await query;
  if (!row) throw notFound();
  const holder = row.token.ownerWalletAddress;
  const custody =
    holder !== null &&
    row.custodyAddress !== null &&
    isAddressEqual(holder as Address, row.custodyAddress as Address);
  // Suspended by an operator: the membership itself, or its whole business.
  const suspended = row.profile.suspendedAt !== null || row.businessSuspendedAt !== null;
  return { token: row.token, profile: row.profile, custody, suspended };
}

export type OwnedCopy = Awaited<ReturnType<typeof loadOwnedCopy>>;

/**
 * Inside a listing change's transaction: the membership's lapsed checkout holds released (R1), then
 * the copy's row locked (purchases before tokens, the order the checkout's own releases lock in),
 * still the caller's (a resale may have finished meanwhile: 404). A purchase of it still under way
 * is a 409, since the buyer is paying for the listing as it is.
 */
export async function lockListing(tx: Tx, userId: number, id: number): Promise<OwnedCopy> {
  await releaseLapsedHolds(tx, (await loadOwnedCopy(tx, userId, id)).profile.id);
  const copy = await loadOwnedCopy(tx, userId, id, true);
  const [live] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.sourceTokenId, id), inArray(purchases.status, ['PENDING', 'PAID'])))
    .limit(1);
  if (live) throw new HttpError(409, MESSAGES.sell.purchaseInProgress);
  return copy;
}
