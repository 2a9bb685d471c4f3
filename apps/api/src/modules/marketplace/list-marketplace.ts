import type { MarketplaceQuery, PageMeta, Token } from '@keyclub/domain';
import { and, type Column, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsPattern, matchesPattern } from '../../db/contains-text.ts';
import { categories, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { loadTokens } from '../../read-models/token.ts';

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
    // The business's account is ACTIVE: kept on the profile by triggers (migration 0019).
    sql`${tokenProfiles.businessActive}`,
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
 * What is listed, as one shape for memberships and listings: an id and when it was listed (named
 * apart from every joined column: drizzle writes a subquery's fields unqualified). Read in order
 * with LIMIT/OFFSET from a subquery, which PostgreSQL pulls up into the page's query.
 */
const listedRow = (id: Column, at: Column, position: Column | undefined) => ({
  id: sql<number>`${id}`.as('row_id'),
  at: sql<Date>`${at}`.as('row_at'),
  position: sql<number | null>`${position ?? sql`null::int`}`.as('row_position'),
});

/**
 * A flag list's order by hand (the operator console's curation, issue 35): the position given for
 * the one flag asked for, first; unpositioned rows after, newest first. Other lists have none.
 */
function curatedPosition(query: PageShape): Column | undefined {
  if (query.is_featured) return tokenProfiles.featuredPosition;
  if (query.is_recommended) return tokenProfiles.recommendedPosition;
  if (query.is_hot) return tokenProfiles.hotPosition;
  return undefined;
}

type ListedRows =
  | SubqueryWithSelection<ReturnType<typeof listedRow>, 'listed'>
  | WithSubqueryWithSelection<ReturnType<typeof listedRow>, 'matches'>;

/**
 * The page's ids, cut from `rows` by LIMIT/OFFSET in order. Memberships answer their parent tokens:
 * a profile has exactly one (unique index, written with the profile), so the tokens are joined
 * after the page is cut — a deep page skips its offset's rows on the profile index alone instead
 * of reading each one's token (page 150 read 1,800 tokens for 12; 23 ms at 100k memberships).
 */
function pageIdsOf(db: Database, rows: ListedRows, isParent: PageShape['is_parent'], curated: boolean) {
  // Only a curated list sorts by position: the others keep reading their index in order.
  const byHand = (position: SQL.Aliased<number | null>) => (curated ? [sql`${position} asc nulls last`] : []);
  const page = db
    .select({ id: rows.id, at: rows.at, position: rows.position })
    .from(rows)
    .orderBy(...byHand(rows.position), desc(rows.at), desc(rows.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_rows');
  const ids = isParent
    ? db
        .select({ id: tokens.id })
        .from(page)
        .innerJoin(tokens, and(eq(tokens.tokenProfileId, page.id), isNull(tokens.parentId)))
        .orderBy(...byHand(page.position), desc(page.at), desc(page.id))
    : db
        .select({ id: page.id })
        .from(page)
        .orderBy(...byHand(page.position), desc(page.at), desc(page.id));
  return sql`array${ids}`.mapWith((found: unknown[]) => found.map(Number));
}

/**
 * The one statement behind a marketplace page: the total of what matches and the page's ids.
 * Memberships are their profiles (one parent token each) ordered by the profile's creation (the
 * profile indexes); listings are tokens ordered by when they were listed; a flag list by its
 * operator-given position first. The id breaks ties so pages never overlap or skip.
 */
export function marketplacePageStatement(db: Database, query: PageShape) {
  const position = curatedPosition(query);
  const curated = position !== undefined;
  const listed = query.is_parent
    ? db
        .select(listedRow(tokenProfiles.id, tokenProfiles.createdAt, position))
        .from(tokenProfiles)
        .where(buyable(query))
    : db
        .select(listedRow(tokens.id, tokens.listedAt, position))
        .from(tokens)
        .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
        .where(buyable(query));
  if (countedPerCategory(query)) {
    // The broad lists' total is kept per category by triggers (migration 0012): 7 rows at most.
    const total = sql<number>`coalesce(sum(${categories.listedMemberships}), 0)::int`.mapWith(Number);
    return db
      .select({ total, ids: pageIdsOf(db, listed.as('listed'), query.is_parent, curated) })
      .from(categories)
      .where(query.byCategory ? eq(categories.id, sql.placeholder('categoryId')) : undefined)
      .$dynamic();
  }
  // Flag lists, title searches and listings count their matches: found once (a CTE read twice is
  // materialized), then counted and paged, instead of read once for each (a title search at 100k
  // memberships, 200 matches: 1.3 ms instead of 2.0; with the business's state on the profile, 0.8).
  const matches = db.$with('matches').as(listed);
  return db
    .with(matches)
    .select({ total: count(), ids: pageIdsOf(db, matches, query.is_parent, curated) })
    .from(matches)
    .$dynamic();
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
