// The plans of GET /market-place's statement at scale: fills a throw-away database with
// BENCH_MEMBERSHIPS memberships (default 10,000) by generate_series, then prints EXPLAIN ANALYZE of
// each discovery query, as the API builds it. Usage (an empty database you may drop afterwards):
//   DATABASE_URL=postgres://… pnpm --filter @keyclub/api bench:marketplace
import { type MarketplaceQueryInput, marketplaceQuerySchema } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import {
  marketplacePageStatement,
  pageParamsOf,
  pageShapeOf,
} from '../src/modules/marketplace/list-marketplace.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to an empty, throw-away PostgreSQL database');
const memberships = Number(process.env.BENCH_MEMBERSHIPS ?? 10_000);
const businessCount = Math.max(1, Math.round(memberships / 50));

const handle = await openDatabase({ databaseUrl, pgliteDir: '' });
const { db } = handle;
await handle.migrate();

// Businesses (a tenth of their accounts not ACTIVE), then memberships: 1 in 20 PENDING or ARCHIVED,
// 1 in 50 sold out, ~2% featured, ~1% recommended, ~3% hot, spread over 7 categories and a year;
// every membership has its parent token and one in ten a copy listed for resale.
await db.execute(sql`
  insert into users (email, username, password_hash, role_name, status, is_email_verified, state)
  select 'bench' || i || '@keyclub.test', 'bench' || i, 'x', 'BUSINESS',
         (case when i % 10 = 0 then 'PENDING' else 'ACTIVE' end)::user_status, true, 'TX'
  from generate_series(1, ${businessCount}) i`);
await db.execute(sql`
  insert into businesses (owner_id, name) select id, 'Business ' || id from users where role_name = 'BUSINESS'`);
await db.execute(sql`
  insert into token_profiles (business_id, category_id, title, description, price, renewal_price, status,
    copies, available_copies_count, is_featured, is_recommended, is_hot, created_at)
  select b.id, (select id from categories order by position offset (i % 7) limit 1),
         (array['Gold','Silver','Night','Brunch','Rooftop','Jazz','Harbor','Velvet'])[1 + i % 8] || ' pass ' || i,
         'Bench membership', 10 + i % 90, 10, (case when i % 20 = 0 then 'PENDING' when i % 20 = 1 then 'ARCHIVED'
         else 'ACTIVE' end)::token_profile_status, 100, (case when i % 50 = 2 then 0 else 100 end),
         i % 50 = 3, i % 100 = 4, i % 33 = 5, now() - (i || ' minutes')::interval * 50
  from generate_series(1, ${memberships}) i
  join businesses b on b.id = (select min(id) from businesses) + i % ${businessCount}`);
await db.execute(sql`
  insert into tokens (token_profile_id, business_id, created_at)
  select id, business_id, created_at from token_profiles`);
await db.execute(sql`
  insert into tokens (token_profile_id, business_id, parent_id, is_open_for_sale, listed_at)
  select token_profile_id, business_id, id, true, created_at + interval '1 day'
  from tokens where id % 10 = 0`);
await db.execute(sql`analyze`);

const queries: [string, MarketplaceQueryInput][] = [
  ['recently listed', { limit: '12' }],
  ['recently listed, page 20', { limit: '12', page: '20' }],
  ['featured carousel', { is_featured: 'true' }],
  ['recommended banner', { is_recommended: 'true', limit: '1' }],
  ['hot', { is_hot: 'true' }],
  ['category page', { category_id: '3', limit: '12' }],
  // One title in eight says "Rooftop": the planner reads the ordered index and filters.
  ['title search "rooftop" (broad)', { title: 'rooftop' }],
  // Selective searches go through the trigram index.
  ['title search "rooftop pass 42"', { title: 'rooftop pass 42' }],
  ['title search "pass 4242"', { title: 'pass 4242' }],
  ['title search in a category', { title: 'rooftop pass 42', category_id: '3' }],
  ['resale listings', { is_parent: 'false' }],
];
// The statement as the API sends it: its placeholders bound as parameters (EXPLAIN plans them
// as the values of one request, like the API's first executions of a prepared statement).
const explainPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const isPlaceholder = (param: unknown): param is { name: string } =>
  typeof param === 'object' && param !== null && 'name' in param;
for (const [name, input] of queries) {
  const query = marketplaceQuerySchema.parse(input);
  const { sql: text, params } = marketplacePageStatement(db, pageShapeOf(query)).toSQL();
  const values: Record<string, unknown> = pageParamsOf(query);
  const { rows } = await explainPool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off) ${text}`,
    params.map((param) => (isPlaceholder(param) ? values[param.name] : param)),
  );
  console.log(`\n=== ${name} ${JSON.stringify(input)}`);
  for (const row of rows) console.log(row['QUERY PLAN']);
}
await explainPool.end();
await handle.close();
