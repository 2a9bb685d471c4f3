import type { MarketplaceQuery, PageMeta, Token } from '@keyclub/domain';
import { and, type Column, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsPattern, matchesPattern } from '../../db/contains-text.ts';
import { businesses, categories, tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { businessIsActive, loadTokens } from '../../read-models/token.ts';

/** Flags are written as literals (not parameters) so the planner can match their partial indexes. */
const flagIs = (column: Column, wanted: boolean | undefined) => {
  if (wanted === undefined) return undefined;
  return wanted ? sql`${column}` : sql`not ${column}`;
};

/**
 * What decides a page statement's SQL text: the list and the filters used. Their values (category,
 * title pattern, limit, offset) are placeholders, so one text serves every page of a shape.
 */
export type PageShape = Pick<MarketplaceQuery, 'is_parent' | 'is_featured' | 'is_recommended' | 'is_hot'> & {
  byCategory: boolean;
  byTitle: boolean;
};

export const pageShapeOf = (query: MarketplaceQuery): PageShape => ({
  is_parent: query.is_parent,
  is_featured: query.is_featured,
  is_recommended: query.is_recommended,
  is_hot: query.is_hot,
  byCategory: query.category_id !== undefined,
  byTitle: query.title !== undefined,
});

/** The placeholders' values of a page statement. */
export const pageParamsOf = (query: MarketplaceQuery) => ({
  categoryId: query.category_id,
  titlePattern: query.title === undefined ? undefined : containsPattern(query.title),
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/**
 * What a consumer may buy: memberships with a copy left (or unlimited copies), or open resale
 * listings (`is_parent=false`) — each of an ACTIVE profile sold through its Keyclub lock
 * (`INTERNAL`) by a business whose account is ACTIVE — narrowed by the query's filters.
 */
function buyable(query: PageShape): SQL | undefined {
  return and(
    query.is_parent ? sql`${tokenProfiles.availableCopiesCount} <> 0` : sql`${tokens.isOpenForSale}`,
    sql`${tokenProfiles.status} = 'ACTIVE'`,
    sql`${tokenProfiles.contractType} = 'INTERNAL'`,
    businessIsActive,
    flagIs(tokenProfiles.isFeatured, query.is_featured),
    flagIs(tokenProfiles.isRecommended, query.is_recommended),
    flagIs(tokenProfiles.isHot, query.is_hot),
    query.byCategory ? eq(tokenProfiles.categoryId, sql.placeholder('categoryId')) : undefined,
    query.byTitle ? matchesPattern(tokenProfiles.title, sql.placeholder('titlePattern')) : undefined,
  );
}

/**
 * Recently listed and category pages: memberships filtered by nothing but a category, whose total
 * is `categories.listed_memberships`. Flag lists are few rows and title searches selective: those
 * count the matches.
 */
const countedPerCategory = (query: PageShape) =>
  query.is_parent &&
  !query.byTitle &&
  query.is_featured === undefined &&
  query.is_recommended === undefined &&
  query.is_hot === undefined;

/**
 * The parent tokens of a page of profiles, in the page's order. A profile has exactly one (unique
 * index, written with the profile), so the tokens are joined after the page is cut: a deep page
 * skips its offset's rows on the profile index alone instead of reading each one's token (page 150
 * read 1,800 tokens for 12; 23 ms at 100k memberships).
 */
function parentTokensOf(db: Database, profiles: PageProfiles) {
  return db
    .select({ id: tokens.id })
    .from(profiles)
    .innerJoin(tokens, and(eq(tokens.tokenProfileId, profiles.id), isNull(tokens.parentId)))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
}

type PageProfiles = SubqueryWithSelection<
  { id: typeof tokenProfiles.id; createdAt: typeof tokenProfiles.createdAt },
  'page_profiles'
>;

/**
 * The one statement behind a marketplace page: the total of what matches and the page's ids, read
 * in index order with LIMIT/OFFSET by an uncorrelated subquery. Memberships are counted on their
 * profiles alone (or kept per category) and ordered by the profile's creation (the profile
 * indexes); listings by when they were listed. The id breaks ties so pages never overlap or skip.
 */
export function marketplacePageStatement(db: Database, query: PageShape) {
  const buyableOfActiveBusiness = <Select extends PgSelect>(select: Select) =>
    select
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(buyable(query));
  const limit = sql.placeholder('limit');
  const offset = sql.placeholder('offset');
  const page = query.is_parent
    ? parentTokensOf(
        db,
        buyableOfActiveBusiness(
          db
            .select({ id: tokenProfiles.id, createdAt: tokenProfiles.createdAt })
            .from(tokenProfiles)
            .$dynamic(),
        )
          .orderBy(desc(tokenProfiles.createdAt), desc(tokenProfiles.id))
          .limit(limit)
          .offset(offset)
          .as('page_profiles'),
      )
    : buyableOfActiveBusiness(
        db
          .select({ id: tokens.id })
          .from(tokens)
          .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
          .$dynamic(),
      )
        .orderBy(desc(tokens.listedAt), desc(tokens.id))
        .limit(limit)
        .offset(offset);
  const ids = sql`array${page}`.mapWith((found: unknown[]) => found.map(Number));
  if (countedPerCategory(query)) {
    // The broad lists' total is kept per category by triggers (migration 0012): 7 rows at most.
    const total = sql<number>`coalesce(sum(${categories.listedMemberships}), 0)::int`.mapWith(Number);
    return db
      .select({ total, ids })
      .from(categories)
      .where(query.byCategory ? eq(categories.id, sql.placeholder('categoryId')) : undefined)
      .$dynamic();
  }
  const totalAndPage = { total: count(), ids };
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

type PageStatement = ReturnType<typeof marketplacePageStatement>;
type PreparedPage = ReturnType<PageStatement['prepare']>;

/**
 * The name of a shape's prepared statement, or null for a title search: its best plan depends on
 * the words (a rare word reads the trigram index, a common one the list order), which a generic
 * plan of a prepared statement cannot know.
 */
export const pageStatementName = (shape: PageShape) => {
  if (shape.byTitle) return null;
  const flag = (value: boolean | undefined) => (value === undefined ? 'any' : String(value));
  const { is_parent, is_featured, is_recommended, is_hot, byCategory } = shape;
  return `market_page_${[is_parent, is_featured, is_recommended, is_hot, byCategory].map(flag).join('_')}`;
};

// Page statements per database and shape, built by drizzle once (building one took 0.4–0.6 ms).
// Named ones are prepared: PostgreSQL parses and plans each once per connection (planning cost as
// much as reading a page). A title search's is prepared unnamed (''), so planned on every run.
const preparedPages = new WeakMap<Database, Map<string, PreparedPage>>();

function pageStatement(db: Database, shape: PageShape): PreparedPage {
  const name = pageStatementName(shape);
  const key = name ?? JSON.stringify(shape);
  const forDb = preparedPages.get(db) ?? new Map<string, PreparedPage>();
  preparedPages.set(db, forDb);
  const known = forDb.get(key);
  if (known) return known;
  const statement = marketplacePageStatement(db, shape).prepare(name ?? '');
  forDb.set(key, statement);
  return statement;
}

/**
 * GET /market-place (docs/decisions/discovery.md): filtering, ordering and paging in the database
 * (one statement), then the page's tokens as everyone sees them (the answer reads no session).
 */
export async function listMarketplace(
  deps: AppDeps,
  query: MarketplaceQuery,
): Promise<{ data: Token[]; meta: PageMeta }> {
  const [found] = await pageStatement(deps.db, pageShapeOf(query)).execute(pageParamsOf(query));
  return {
    data: await loadTokens(deps, found?.ids ?? [], null),
    meta: { page: query.page, limit: query.limit, total: found?.total ?? 0 },
  };
}
