import type { BusinessWithTokens, Category, CategoryName } from '@keyclub/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { businesses, categories, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { loadBusinesses } from '../../read-models/business.ts';
import { businessIsActive, loadTokens } from '../../read-models/token.ts';

export type BusinessPage = { data: BusinessWithTokens; meta: { categories: Category[] } };

/**
 * The public business page of an ACTIVE business account (unverified, deleted and suspended ones answer 404):
 * the business with its ACTIVE and coming-soon memberships not suspended (parent tokens, newest first) and every category with how
 * many of those memberships it holds (counted in SQL, 0 included).
 */
export async function getBusinessPage(deps: AppDeps, businessId: number): Promise<BusinessPage> {
  const [active] = await deps.db
    .select({ id: businesses.id })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    // A business an operator suspended has no public page while suspended.
    .where(and(eq(businesses.id, businessId), businessIsActive, isNull(businesses.suspendedAt)));
  const business = active && (await loadBusinesses(deps, [businessId])).get(businessId);
  if (!business) throw notFound();

  const listed = and(
    eq(tokens.businessId, businessId),
    isNull(tokens.parentId),
    // On sale or coming soon (its cards say COMING SOON); a paused one is off the page.
    inArray(tokenProfiles.status, ['ACTIVE', 'PENDING']),
    // Not suspended by an operator.
    isNull(tokenProfiles.suspendedAt),
  );
  const perCategory = deps.db
    .select({ categoryId: tokenProfiles.categoryId, memberships: count().as('memberships') })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(listed)
    .groupBy(tokenProfiles.categoryId)
    .as('per_category');
  const [tokenRows, categoryRows] = await Promise.all([
    deps.db
      .select({ id: tokens.id })
      .from(tokens)
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
      .where(listed)
      .orderBy(desc(tokens.createdAt), desc(tokens.id)),
    deps.db
      .select({
        id: categories.id,
        name: categories.name,
        count: sql<number>`coalesce(${perCategory.memberships}, 0)::int`,
      })
      .from(categories)
      .leftJoin(perCategory, eq(perCategory.categoryId, categories.id))
      .orderBy(asc(categories.position), asc(categories.id)),
  ]);

  return {
    data: {
      ...business,
      tokens: await loadTokens(
        deps,
        tokenRows.map((row) => row.id),
        null,
      ),
    },
    meta: {
      categories: categoryRows.map((row) => ({
        id: row.id,
        name: row.name as CategoryName,
        count: row.count,
      })),
    },
  };
}
