import type { PageMeta, Token, UserRole } from '@keyclub/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { containsPattern, matchesPattern } from '../../db/contains-text.ts';
import { tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { loadOwnTokens, loadTokens, type TokenViewer } from '../../read-models/token.ts';
import { type BusinessActor, businessOf } from './business-actor.ts';

export async function getToken(deps: AppDeps, tokenId: number, viewer: TokenViewer): Promise<Token> {
  const [token] = await loadTokens(deps, [tokenId], viewer);
  if (!token) throw notFound();
  return token;
}

/** Who lists tokens: a business sees its memberships, a consumer the copies they own. */
/** An operator owns no copies: their list is empty, as a new consumer's. */
export type ListingActor = BusinessActor & { role: UserRole };

/**
 * GET /tokens by role, newest first, one page counted and read in SQL: a BUSINESS user's own
 * memberships (parent tokens of their business), a CONSUMER's memberships (copies they own), with
 * their owner status synced with the chain (R10). A copy found to have left the consumer on chain
 * is gone from their list: the page is listed once more. `title` keeps those whose title contains it.
 */
export async function listOwnTokens(
  deps: AppDeps,
  actor: ListingActor,
  paging: { page: number; limit: number; title?: string | undefined },
  relisted = false,
): Promise<{ data: Token[]; meta: PageMeta }> {
  // My Memberships' search: the profiles whose title contains it (wildcards typed match themselves).
  const titled =
    paging.title === undefined
      ? undefined
      : inArray(
          tokens.tokenProfileId,
          deps.db
            .select({ id: tokenProfiles.id })
            .from(tokenProfiles)
            .where(matchesPattern(tokenProfiles.title, containsPattern(paging.title))),
        );
  const own =
    actor.role === 'BUSINESS'
      ? and(eq(tokens.businessId, businessOf(actor)), isNull(tokens.parentId), titled)
      : and(eq(tokens.ownerId, actor.userId), isNotNull(tokens.parentId), titled);
  const [[total], page] = await Promise.all([
    deps.db.select({ value: count() }).from(tokens).where(own),
    deps.db
      .select({ id: tokens.id })
      .from(tokens)
      .where(own)
      .orderBy(desc(tokens.createdAt), desc(tokens.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
  ]);
  const { tokens: data, moved } = await loadOwnTokens(
    deps,
    page.map((row) => row.id),
    actor,
  );
  if (moved && !relisted) return listOwnTokens(deps, actor, paging, true);
  return { data, meta: { page: paging.page, limit: paging.limit, total: total?.value ?? 0 } };
}
