import type { Token } from '@keyclub/domain';
import { desc, eq } from 'drizzle-orm';
import { resalePayouts, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { loadTokens } from '../../read-models/token.ts';
import { lockListing } from './owned-copy.ts';

/**
 * DELETE /tokens/{id}/sell (ours): the caller's copy leaves the marketplace. Its minimum ask goes back
 * to what it last sold for (the payout ledger), or the business's floor for a copy never resold, so a
 * price asked and withdrawn does not bind the next listing; the withdrawn listing's amounts are
 * cleared. Withdrawing a copy that is not listed changes nothing. The wallet's approval, if any,
 * stays on chain (only the owner can revoke it); the signer moves a key only for a paid sale.
 */
export async function withdrawListing(deps: AppDeps, auth: AuthContext, id: number): Promise<Token> {
  await deps.db.transaction(async (tx) => {
    const { token, profile } = await lockListing(tx, auth.userId, id);
    if (!token.isOpenForSale) return;
    const [lastSale] = await tx
      .select({ price: resalePayouts.sellerAmount })
      .from(resalePayouts)
      .where(eq(resalePayouts.tokenId, id))
      .orderBy(desc(resalePayouts.id))
      .limit(1);
    await tx
      .update(tokens)
      .set({
        isOpenForSale: false,
        listingAmount: lastSale?.price ?? profile.floorPrice ?? profile.price,
        commissionAmount: null,
        transactionAmount: null,
        totalAmount: null,
      })
      .where(eq(tokens.id, id));
  });
  const [withdrawn] = await loadTokens(deps, [id], { userId: auth.userId, businessId: null });
  if (!withdrawn) throw new Error(`Withdrawn copy ${id} vanished`);
  return withdrawn;
}
