import { LIFECYCLE_MESSAGES, MESSAGES, OPERATOR_MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { businesses, files, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';
import { syncKeys } from '../../read-models/key-sync.ts';
import { launchIfDue } from '../tokens/launch-memberships.ts';

export type PurchaseKind = 'PURCHASE' | 'RENEWAL' | 'RESALE';

const conflict = (message: string) => new HttpError(409, message);

/**
 * What a checkout of token `id` buys, derived from the token (docs/api-roadmap.md, "Choices"): the
 * parent token is a new key (PURCHASE, at `price`), another consumer's open listing is that key
 * (RESALE, at the listing's `total_amount`), the caller's own copy whose key expires is a renewal
 * (RENEWAL, at `renewal_price`), before or after its expiry: the lock extends a valid key from its
 * expiry, an expired one from now (docs/decisions/membership-lifecycle.md). The price comes from the
 * database, never the client. Tokens the caller may not see are 404.
 */
export async function loadCheckoutSource(deps: AppDeps, auth: AuthContext, id: number) {
  const [row] = await deps.db
    .select({
      token: tokens,
      profile: tokenProfiles,
      artKey: files.storageKey,
      businessStatus: users.status,
      businessSuspendedAt: businesses.suspendedAt,
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokens.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(files, eq(files.id, tokenProfiles.artImageFileId))
    .where(eq(tokens.id, id));
  if (!row) throw notFound();
  const { token } = row;
  // A coming-soon membership at its launch time is on sale now, not when the launch job next runs.
  const due =
    row.profile.status === 'PENDING' && row.profile.launchAt !== null && row.profile.launchAt <= new Date();
  if (due) await launchIfDue(deps.db, row.profile.id);
  const profile = due ? { ...row.profile, status: 'ACTIVE' as const } : row.profile;
  const isParent = token.parentId === null;
  const ownCopy = !isParent && token.ownerId === auth.userId;
  // A copy that is neither the caller's nor listed is not theirs to see; one listed before (held
  // by another buyer's checkout, or sold) is simply not on sale.
  if (!isParent && !ownCopy && !token.isOpenForSale) {
    throw token.listedAt ? conflict(MESSAGES.checkout.notOnSale) : notFound();
  }

  // A membership an operator suspended, or one of a suspended business, sells nothing: not a key, a
  // renewal nor a listing (docs/decisions/operator-console.md). Only an operator restores it.
  if (profile.suspendedAt !== null || row.businessSuspendedAt !== null)
    throw conflict(OPERATOR_MESSAGES.salesSuspended);
  // A paused membership sells nothing, renews nothing (docs/decisions/membership-lifecycle.md).
  if (profile.status === 'ARCHIVED') throw conflict(LIFECYCLE_MESSAGES.salesPaused);
  const sellable =
    profile.status === 'ACTIVE' &&
    profile.contractType === 'INTERNAL' &&
    profile.contractAddress !== null &&
    row.businessStatus === 'ACTIVE';
  const listing = !isParent && !ownCopy;
  // What a buyer pays for a listing (its price with the fees, R12).
  const listingPrice = token.totalAmount ?? token.listingAmount;
  // A listing is sold by moving its key: it needs one, held where the signer can move it.
  const transferable =
    !listing || (token.tokenIdBc !== null && token.ownerWalletAddress !== null && listingPrice !== null);
  // The caller's own listing is not for them to buy.
  const ownListing = ownCopy && token.isOpenForSale;
  if (!sellable || !transferable || ownListing) throw conflict(MESSAGES.checkout.notOnSale);

  const base = { token, profile, imageUrl: row.artKey ? deps.storage.url(row.artKey) : null };
  if (isParent || listing) {
    const [owned] = await deps.db
      .select({ id: tokens.id })
      .from(tokens)
      .where(and(eq(tokens.parentId, token.parentId ?? token.id), eq(tokens.ownerId, auth.userId)))
      .limit(1);
    if (owned) throw conflict(MESSAGES.membership.alreadyOwned);
    return isParent
      ? { ...base, kind: 'PURCHASE' as PurchaseKind, amount: profile.price }
      : { ...base, kind: 'RESALE' as PurchaseKind, amount: String(listingPrice) };
  }
  // The key as the chain holds it now (R10): still the caller's, and one that expires.
  const sync = await syncKeys(deps, [{ ...token, lock: profile.contractAddress }]);
  if (sync.moved) throw notFound();
  const fresh = sync.fresh.get(token.id);
  const expiresAt = fresh ? fresh.expiresAt : token.expiresAt;
  if (expiresAt === null || !token.tokenIdBc) throw conflict(MESSAGES.checkout.neverExpires);
  return { ...base, kind: 'RENEWAL' as PurchaseKind, amount: profile.renewalPrice };
}

export type CheckoutSource = Awaited<ReturnType<typeof loadCheckoutSource>>;
