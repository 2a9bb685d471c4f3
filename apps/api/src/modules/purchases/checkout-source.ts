import { MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { businesses, files, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/require-auth.ts';

export type PurchaseKind = 'PURCHASE' | 'RENEWAL';

const conflict = (message: string) => new HttpError(409, message);

/**
 * What a checkout of token `id` buys, derived from the token (docs/api-roadmap.md, "Choices"): the
 * parent token is a new key (PURCHASE, at `price`), the caller's own copy whose key expired is a
 * renewal (RENEWAL, at `renewal_price`). The price comes from the database, never the client.
 * Resale listings are not sold by card yet (409 not on sale). Tokens the caller may not see are 404.
 */
export async function loadCheckoutSource(deps: AppDeps, auth: AuthContext, id: number) {
  const [row] = await deps.db
    .select({ token: tokens, profile: tokenProfiles, artKey: files.storageKey, businessStatus: users.status })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokens.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(files, eq(files.id, tokenProfiles.artImageFileId))
    .where(eq(tokens.id, id));
  if (!row) throw notFound();
  const { token, profile } = row;
  const isParent = token.parentId === null;
  const ownCopy = !isParent && token.ownerId === auth.userId;
  // A copy that is neither the caller's nor listed is not theirs to see.
  if (!isParent && !ownCopy && !token.isOpenForSale) throw notFound();

  const sellable =
    profile.status === 'ACTIVE' &&
    profile.contractType === 'INTERNAL' &&
    profile.contractAddress !== null &&
    row.businessStatus === 'ACTIVE';
  if (!sellable || (!isParent && !ownCopy)) throw conflict(MESSAGES.checkout.notOnSale);

  const base = { token, profile, imageUrl: row.artKey ? deps.storage.url(row.artKey) : null };
  if (isParent) {
    const [owned] = await deps.db
      .select({ id: tokens.id })
      .from(tokens)
      .where(and(eq(tokens.parentId, token.id), eq(tokens.ownerId, auth.userId)))
      .limit(1);
    if (owned) throw conflict(MESSAGES.membership.alreadyOwned);
    return { ...base, kind: 'PURCHASE' as PurchaseKind, amount: profile.price };
  }
  const expired = token.expiresAt !== null && token.expiresAt.getTime() <= Date.now();
  if (!expired || !token.tokenIdBc) throw conflict(MESSAGES.checkout.notExpired);
  return { ...base, kind: 'RENEWAL' as PurchaseKind, amount: profile.renewalPrice };
}

export type CheckoutSource = Awaited<ReturnType<typeof loadCheckoutSource>>;
