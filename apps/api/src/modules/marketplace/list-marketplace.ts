import type { MarketplaceQuery, PageMeta, Token } from '@keyclub/domain';
import { and, type Column, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/contains-text.ts';
import { businesses, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { businessIsActive, loadTokens } from '../../read-models/token.ts';

/** Flags are written as literals (not parameters) so the planner can match their partial indexes. */
const flagIs = (column: Column, wanted: boolean | undefined) => {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column}` : sql`not ${column}`;
};

/**
 * What a consumer may buy: parent tokens with a copy left (or unlimited copies), or open resale
 * listings (`is_parent=false`) — each of an ACTIVE profile sold through its Keyclub lock
 * (`INTERNAL`) by a business whose account is ACTIVE — narrowed by the query's filters.
 */
function buyable(query: MarketplaceQuery): SQL | undefined {
  return and(
    query.is_parent
      ? and(isNull(tokens.parentId), sql`${tokenProfiles.availableCopiesCount} <> 0`)
      : sql`${tokens.isOpenForSale}`,
    sql`${tokenProfiles.status} = 'ACTIVE'`,
    sql`${tokenProfiles.contractType} = 'INTERNAL'`,
    businessIsActive,
    flagIs(tokenProfiles.isFeatured, query.is_featured),
    flagIs(tokenProfiles.isRecommended, query.is_recommended),
    flagIs(tokenProfiles.isHot, query.is_hot),
    query.category_id === undefined ? undefined : eq(tokenProfiles.categoryId, query.category_id),
    query.title === undefined ? undefined : containsText(tokenProfiles.title, query.title),
  );
}

/**
 * The one statement behind a marketplace page: the count of what matches and the page's ids, read
 * in index order with LIMIT/OFFSET by an uncorrelated subquery. Memberships are ordered by their
 * profile's creation (the profile indexes), listings by when they were listed; the id breaks ties
 * so pages never overlap or skip.
 */
export function marketplacePageStatement(db: Database, query: MarketplaceQuery) {
  const matching = <Select extends PgSelect>(select: Select) =>
    select
      .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(buyable(query));
  const order = query.is_parent
    ? [desc(tokenProfiles.createdAt), desc(tokenProfiles.id)]
    : [desc(tokens.listedAt), desc(tokens.id)];
  const page = matching(db.select({ id: tokens.id }).from(tokens).$dynamic())
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return matching(
    db
      .select({ total: count(), ids: sql`array${page}`.mapWith((ids: unknown[]) => ids.map(Number)) })
      .from(tokens)
      .$dynamic(),
  );
}

/**
 * GET /market-place (docs/decisions/discovery.md): filtering, ordering and paging in the database
 * (one statement), then the page's tokens as everyone sees them (the answer reads no session).
 */
export async function listMarketplace(
  deps: AppDeps,
  query: MarketplaceQuery,
): Promise<{ data: Token[]; meta: PageMeta }> {
  const [found] = await marketplacePageStatement(deps.db, query);
  return {
    data: await loadTokens(deps, found?.ids ?? [], null),
    meta: { page: query.page, limit: query.limit, total: found?.total ?? 0 },
  };
}
