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
 * What a consumer may buy: memberships with a copy left (or unlimited copies), or open resale
 * listings (`is_parent=false`) — each of an ACTIVE profile sold through its Keyclub lock
 * (`INTERNAL`) by a business whose account is ACTIVE — narrowed by the query's filters.
 */
function buyable(query: MarketplaceQuery): SQL | undefined {
  return and(
    query.is_parent ? sql`${tokenProfiles.availableCopiesCount} <> 0` : sql`${tokens.isOpenForSale}`,
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

/** A membership's parent token: exactly one per profile (unique index, written with the profile). */
const parentOfProfile = and(eq(tokens.tokenProfileId, tokenProfiles.id), isNull(tokens.parentId));

/**
 * The one statement behind a marketplace page: the count of what matches and the page's ids, read
 * in index order with LIMIT/OFFSET by an uncorrelated subquery. Memberships are counted on their
 * profiles alone and ordered by the profile's creation (the profile indexes); listings by when they
 * were listed. The id breaks ties so pages never overlap or skip.
 */
export function marketplacePageStatement(db: Database, query: MarketplaceQuery) {
  const buyableOfActiveBusiness = <Select extends PgSelect>(select: Select) =>
    select
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(buyable(query));
  const offset = (query.page - 1) * query.limit;
  const page = query.is_parent
    ? buyableOfActiveBusiness(
        db.select({ id: tokens.id }).from(tokenProfiles).innerJoin(tokens, parentOfProfile).$dynamic(),
      )
        .orderBy(desc(tokenProfiles.createdAt), desc(tokenProfiles.id))
        .limit(query.limit)
        .offset(offset)
    : buyableOfActiveBusiness(
        db
          .select({ id: tokens.id })
          .from(tokens)
          .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
          .$dynamic(),
      )
        .orderBy(desc(tokens.listedAt), desc(tokens.id))
        .limit(query.limit)
        .offset(offset);
  const totalAndPage = {
    total: count(),
    ids: sql`array${page}`.mapWith((ids: unknown[]) => ids.map(Number)),
  };
  return query.is_parent
    ? buyableOfActiveBusiness(db.select(totalAndPage).from(tokenProfiles).$dynamic())
    : buyableOfActiveBusiness(
        db
          .select(totalAndPage)
          .from(tokens)
          .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
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
