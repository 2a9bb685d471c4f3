import { tokenUnitsToUsd } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { KeyState } from '../../adapters/chain/chain-port.ts';
import type { Tx } from '../../chain-writes/chain-write-kind.ts';
import { lockProfile } from '../../db/profile-stock.ts';
import { purchases, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { recordBoughtCopy } from '../purchases/record-copy.ts';
import type { ClaimSource } from './claim-source.ts';

export const transactionClaimed = () => {
  const message = MESSAGES.checkout.transactionClaimed;
  return new HttpError(409, message, [{ field: 'tx_hash', message }]);
};

/**
 * The card checkout's rule (SPEC: 'You already own this Membership'): a buyer owns one copy of a
 * membership, whatever wallets they pay from. Checked under the profile lock, which every bought
 * copy is recorded under, so two claims at once cannot both pass. The copy of this very key (already
 * recorded, e.g. imported) is the one being claimed, not another.
 */
async function refuseSecondCopy(tx: Tx, source: ClaimSource, userId: number, keyId: bigint) {
  await lockProfile(tx, source.profile.id);
  const [owned] = await tx
    .select({ id: tokens.id })
    .from(tokens)
    .where(
      and(
        eq(tokens.parentId, source.token.id),
        eq(tokens.ownerId, userId),
        or(isNull(tokens.tokenIdBc), ne(tokens.tokenIdBc, keyId.toString())),
      ),
    )
    .limit(1);
  if (owned) throw new HttpError(409, MESSAGES.membership.alreadyOwned);
}

/**
 * Records a verified claim in one short transaction: the FULFILLED crypto purchase at what the
 * wallet paid the lock (its unique tx_hash claims the transaction once; null when another request
 * claimed it first), then the bought copy (R2) or the renewed copy's expiry (R10 cache). Answers the
 * purchase and the owned copy.
 */
export async function recordClaim(
  deps: AppDeps,
  input: {
    userId: number;
    source: ClaimSource;
    hash: Hex;
    wallet: Address;
    keyId: bigint;
    key: KeyState;
    /** Stablecoin units the wallet paid the lock. */
    paid: bigint;
  },
): Promise<{ copyId: number; purchaseId: number } | null> {
  const { userId, source, hash, wallet, keyId, key, paid } = input;
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId,
        tokenProfileId: source.profile.id,
        sourceTokenId: source.token.id,
        provider: 'crypto',
        kind: source.kind,
        status: 'FULFILLED',
        amount: tokenUnitsToUsd(paid),
        txHash: hash,
        walletAddress: wallet,
        paidAt: now,
        fulfilledAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: purchases.id });
    if (!purchase) return null;

    let copyId = source.token.id;
    if (source.kind === 'PURCHASE') {
      await refuseSecondCopy(tx, source, userId, keyId);
      const copy = await recordBoughtCopy(tx, {
        tokenProfileId: source.profile.id,
        ownerId: userId,
        ownerWalletAddress: key.owner,
        tokenIdBc: keyId.toString(),
        expiresAt: key.expiresAt,
      });
      if (!copy.created) {
        const [existing] = await tx
          .select({ ownerId: tokens.ownerId })
          .from(tokens)
          .where(eq(tokens.id, copy.tokenId));
        if (existing?.ownerId !== userId) throw transactionClaimed();
      }
      copyId = copy.tokenId;
    } else {
      await tx
        .update(tokens)
        .set({ expiresAt: key.expiresAt, ownerWalletAddress: key.owner, chainSyncedAt: now })
        .where(eq(tokens.id, copyId));
    }
    await tx.update(purchases).set({ resultTokenId: copyId }).where(eq(purchases.id, purchase.id));
    return { copyId, purchaseId: purchase.id };
  });
}
