import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { tokenProfiles, tokens } from '../../db/schema/index.ts';
import { lockProfile, recountAvailable } from './stock.ts';

/** A key on the membership's lock that now belongs to `ownerId` (granted by card, or bought on chain). */
export type BoughtCopy = {
  tokenProfileId: number;
  ownerId: number;
  /** Who holds the key on chain: the buyer's wallet, or the API signer in custody. */
  ownerWalletAddress: string;
  /** The key id on the lock (uint256 as a decimal string). */
  tokenIdBc: string;
  /** The key's expiry as the chain has it; null = never expires. */
  expiresAt: Date | null;
};

/**
 * Records a bought key as the buyer's copy, inside the caller's transaction and under the profile
 * row lock (R2, R3): the child token row, `sold_copies_count + 1` and the exact available count.
 * One key is one row (`tokens_profile_key_id_key`): recording the same key again changes nothing
 * and answers the existing copy with `created: false`. A card purchase releases its own hold
 * (`stock_reserved = false`) in the same transaction before calling this.
 */
export async function recordBoughtCopy(
  tx: Tx,
  copy: BoughtCopy,
): Promise<{ tokenId: number; created: boolean }> {
  const profile = await lockProfile(tx, copy.tokenProfileId);
  const [existing] = await tx
    .select({ id: tokens.id })
    .from(tokens)
    .where(and(eq(tokens.tokenProfileId, profile.id), eq(tokens.tokenIdBc, copy.tokenIdBc)));
  if (existing) return { tokenId: existing.id, created: false };

  const [parent] = await tx
    .select({ id: tokens.id, businessId: tokens.businessId })
    .from(tokens)
    .where(and(eq(tokens.tokenProfileId, profile.id), isNull(tokens.parentId)));
  if (!parent) throw new Error(`Membership ${profile.id} has no parent token`);

  const [row] = await tx
    .insert(tokens)
    .values({
      tokenProfileId: profile.id,
      businessId: parent.businessId,
      parentId: parent.id,
      ownerId: copy.ownerId,
      ownerWalletAddress: copy.ownerWalletAddress,
      tokenIdBc: copy.tokenIdBc,
      expiresAt: copy.expiresAt,
      chainSyncedAt: new Date(),
      // R12: a resale never undercuts the business.
      listingAmount: profile.floorPrice ?? profile.price,
    })
    .returning({ id: tokens.id });
  if (!row) throw new Error('Inserting the bought copy returned nothing');
  await tx
    .update(tokenProfiles)
    .set({ soldCopiesCount: sql`${tokenProfiles.soldCopiesCount} + 1` })
    .where(eq(tokenProfiles.id, profile.id));
  await recountAvailable(tx, profile.id);
  return { tokenId: row.id, created: true };
}
