import { MESSAGES, OPERATOR_MESSAGES } from '@keyclub/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { businesses, tokenProfiles, tokens, wallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PurchaseKind } from '../purchases/checkout-source.ts';

/**
 * What a crypto claim on token `id` can be (docs/api-roadmap.md, "Choices"): a new key of the
 * membership (`id` = its parent token) or the renewal of the caller's own copy. A copy the caller
 * may not see is 404; resale listings and memberships without a Keyclub lock are not sold on chain.
 */
export async function loadClaimSource(deps: AppDeps, userId: number, id: number) {
  const [row] = await deps.db
    .select({ token: tokens, profile: tokenProfiles, businessSuspendedAt: businesses.suspendedAt })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
    .where(eq(tokens.id, id));
  if (!row) throw notFound();
  const { token, profile } = row;
  const isParent = token.parentId === null;
  const ownCopy = !isParent && token.ownerId === userId;
  if (!isParent && !ownCopy && !token.isOpenForSale) throw notFound();
  // A suspended membership (or one of a suspended business) records no sale, as its checkout takes none.
  if (profile.suspendedAt !== null || row.businessSuspendedAt !== null)
    throw new HttpError(409, OPERATOR_MESSAGES.salesSuspended);
  if (!profile.contractAddress || profile.contractType !== 'INTERNAL' || (!isParent && !ownCopy))
    throw new HttpError(409, MESSAGES.checkout.notOnSale);
  return {
    token,
    profile,
    lock: getAddress(profile.contractAddress),
    kind: (isParent ? 'PURCHASE' : 'RENEWAL') as PurchaseKind,
  };
}

export type ClaimSource = Awaited<ReturnType<typeof loadClaimSource>>;

/** The caller's verified wallet with this address (any letter case), else 403. */
export async function linkedWallet(deps: AppDeps, userId: number, address: string): Promise<Address> {
  const [wallet] = await deps.db
    .select({ address: wallets.address })
    .from(wallets)
    .where(
      and(
        eq(wallets.userId, userId),
        sql`lower(${wallets.address}) = lower(${address})`,
        isNotNull(wallets.verifiedAt),
      ),
    );
  if (!wallet) {
    const message = MESSAGES.checkout.walletNotLinked;
    throw new HttpError(403, message, [{ field: 'wallet_address', message }]);
  }
  return getAddress(wallet.address);
}
