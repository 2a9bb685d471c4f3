// Bulk rows for the scale benchmarks, shaped like real ones: businesses (owner account, logo and
// cover), memberships (profile with art, two covers, two perks, one gate; the parent token) and the
// copies consumers own. One "membership" here is one tokens row: every profile has its parent and
// COPIES_PER_PROFILE copies. Rows get explicit ids (the database is empty and throw-away), so token
// ids run 1..count and growing the set only appends. Every profile is one the marketplace lists
// (ACTIVE, INTERNAL, copies left, ACTIVE business), in the seven categories in turn, created 5
// minutes after the one before; titles read like "Rooftop club 42", and 1 in 100 says SEARCH_WORD.
export const COPIES_PER_PROFILE = 4;
export const SEARCH_WORD = 'speakeasy';
export const TOKENS_PER_PROFILE = 1 + COPIES_PER_PROFILE;
const PROFILES_PER_BUSINESS = 20;
const COPIES_PER_CONSUMER = 10;
// Id ranges that never meet: business owners 1.., consumers from here.
const CONSUMER_ID_BASE = 1_000_000;
// Files: a profile's art and covers at 3p-2..3p, a business's logo and cover from here.
const BUSINESS_FILE_ID_BASE = 5_000_000;

/**
 * Memberships in ranges bounded by multiples of this share no business (PROFILES_PER_BUSINESS
 * profiles each) and no consumer (COPIES_PER_CONSUMER copies each): such ranges can be seeded at once.
 */
export const SEED_BLOCK = PROFILES_PER_BUSINESS * TOKENS_PER_PROFILE;

// When profile p (and its parent token, written in the same transaction) was created.
const CREATED_AT = `timestamptz '2025-01-01 00:00Z' + p * interval '5 minutes'`;

const LOREM =
  'Members skip the line, get a table held on weekends and a drink on arrival. The club hosts tastings, live music and a members-only brunch every month; guests of members pay the door price. ';

/** Statements adding profiles `from`..`to` (1-based, inclusive) and everything they need. */
const statements = [
  // Business owners and their businesses (on conflict: a business shared with the previous batch).
  `insert into users (id, email, username, password_hash, first_name, last_name, address1, city, state, zip,
     role_name, status, is_email_verified) overriding system value
   select b, 'bench-business-' || b || '@keyclub.test', 'bench_b' || b, 'not-a-password-hash', 'Owner', 'Bench',
     '1 Main St', 'Austin', 'TX', '78701', 'BUSINESS', 'ACTIVE', true
   from generate_series(($1::int - 1) / ${PROFILES_PER_BUSINESS} + 1, ($2::int - 1) / ${PROFILES_PER_BUSINESS} + 1) b
   on conflict do nothing`,
  `insert into files (id, storage_key, mime_type, size_bytes, width, height, thumbnail_key) overriding system value
   select ${BUSINESS_FILE_ID_BASE} + 2 * b - 1 + side, 'bench/business-' || b || '-' || side || '.png', 'image/png',
     180000, 1200, 800, 'bench/business-' || b || '-' || side || '-thumb.png'
   from generate_series(($1::int - 1) / ${PROFILES_PER_BUSINESS} + 1, ($2::int - 1) / ${PROFILES_PER_BUSINESS} + 1) b,
     generate_series(0, 1) side
   on conflict do nothing`,
  `insert into businesses (id, owner_id, name, description, city, state, location, website, instagram,
     logo_file_id, cover_file_id) overriding system value
   select b, b, 'Bench Business ' || b, left(repeat('${LOREM}', 2), 300), 'Dallas', 'TX', 'Downtown',
     'https://example.com/' || b, 'https://instagram.com/bench' || b,
     ${BUSINESS_FILE_ID_BASE} + 2 * b - 1, ${BUSINESS_FILE_ID_BASE} + 2 * b
   from generate_series(($1::int - 1) / ${PROFILES_PER_BUSINESS} + 1, ($2::int - 1) / ${PROFILES_PER_BUSINESS} + 1) b
   on conflict do nothing`,
  `insert into users (id, email, username, password_hash, first_name, last_name, address1, city, state, zip,
     role_name, status, is_email_verified) overriding system value
   select ${CONSUMER_ID_BASE} + c, 'bench-consumer-' || c || '@keyclub.test', 'bench_c' || c, 'not-a-password-hash',
     'Member', 'Bench', '2 Main St', 'Reno', 'NV', '89501', 'CONSUMER', 'ACTIVE', true
   from generate_series(${COPIES_PER_PROFILE} * ($1::int - 1) / ${COPIES_PER_CONSUMER} + 1,
     (${COPIES_PER_PROFILE} * $2::int - 1) / ${COPIES_PER_CONSUMER} + 1) c
   on conflict do nothing`,
  // Each profile's art image and two covers.
  `insert into files (id, storage_key, mime_type, size_bytes, width, height, thumbnail_key) overriding system value
   select 3 * p - 2 + k, 'bench/profile-' || p || '-' || k || '.png', 'image/png', 240000, 1200, 800,
     'bench/profile-' || p || '-' || k || '-thumb.png'
   from generate_series($1::int, $2::int) p, generate_series(0, 2) k`,
  `insert into token_profiles (id, business_id, category_id, title, description, price, renewal_price, floor_price,
     status, copies, available_copies_count, sold_copies_count, royalty, lockout_period, lockout_period_type,
     expiration_duration, expiration_duration_type, contract_address, blockchain_network_id, art_image_file_id,
     terms_and_conditions, is_featured, is_recommended, is_hot, created_at, updated_at) overriding system value
   select p, (p - 1) / ${PROFILES_PER_BUSINESS} + 1, (select array_agg(id order by position) from categories)[p % 7 + 1],
     case when p % 100 = 0 then initcap('${SEARCH_WORD}')
       else (array['Gold', 'Silver', 'Night', 'Brunch', 'Rooftop', 'Jazz', 'Harbor', 'Velvet'])[p % 8 + 1] end
       || ' ' || (array['pass', 'club', 'table', 'circle', 'membership'])[p % 5 + 1] || ' ' || p,
     left(repeat('${LOREM}', 3), 500), 9.99 + p % 50, 4.99 + p % 20, 9.99 + p % 50,
     'ACTIVE', 100, 100 - ${COPIES_PER_PROFILE}, ${COPIES_PER_PROFILE}, 5, 24, 'HOURS', 30, 'DAYS',
     '0x' || lpad(to_hex(p), 40, '0'), 31337, 3 * p - 2, 'Personal and not transferable. ' || left('${LOREM}', 120),
     p % 50 = 0, p % 97 = 0, p % 30 = 0, ${CREATED_AT}, ${CREATED_AT}
   from generate_series($1::int, $2::int) p`,
  `insert into token_perks (token_profile_id, position, perk, description)
   select p, k, (array['Welcome drink', 'Table held on weekends'])[k + 1], (array['Every visit.', ''])[k + 1]
   from generate_series($1::int, $2::int) p, generate_series(0, 1) k`,
  `insert into token_covers (token_profile_id, file_id, position)
   select p, 3 * p - 1 + k, k from generate_series($1::int, $2::int) p, generate_series(0, 1) k`,
  `insert into gates (token_profile_id, type, value, position)
   select p, (array['OPENTABLE', 'REDIRECT'])[p % 2 + 1]::gate_type, 'https://example.com/book/' || p, 0
   from generate_series($1::int, $2::int) p`,
  // Parent tokens (owned by the business's account), then the copies consumers own.
  `insert into tokens (id, token_profile_id, business_id, owner_id, created_at, updated_at) overriding system value
   select ${TOKENS_PER_PROFILE} * (p - 1) + 1, p, (p - 1) / ${PROFILES_PER_BUSINESS} + 1, (p - 1) / ${PROFILES_PER_BUSINESS} + 1,
     ${CREATED_AT}, ${CREATED_AT}
   from generate_series($1::int, $2::int) p`,
  `insert into tokens (id, token_profile_id, business_id, parent_id, owner_id, token_id_bc, owner_wallet_address,
     expires_at, chain_synced_at, listing_amount) overriding system value
   select ${TOKENS_PER_PROFILE} * (p - 1) + 1 + k, p, (p - 1) / ${PROFILES_PER_BUSINESS} + 1, ${TOKENS_PER_PROFILE} * (p - 1) + 1,
     ${CONSUMER_ID_BASE} + (${COPIES_PER_PROFILE} * (p - 1) + k - 1) / ${COPIES_PER_CONSUMER} + 1, k,
     '0x' || lpad(to_hex(${CONSUMER_ID_BASE} + p), 40, '0'), now() + interval '30 days', now(), 9.99 + p % 50
   from generate_series($1::int, $2::int) p, generate_series(1, ${COPIES_PER_PROFILE}) k`,
];

/** Grows the memberships (tokens rows) from `from` to `to`, both multiples of TOKENS_PER_PROFILE. */
export async function seedMemberships(client, { from, to }) {
  if (from % TOKENS_PER_PROFILE !== 0 || to % TOKENS_PER_PROFILE !== 0 || to <= from) {
    throw new Error(`Memberships grow in steps of ${TOKENS_PER_PROFILE}: ${from} to ${to}`);
  }
  const profiles = [from / TOKENS_PER_PROFILE + 1, to / TOKENS_PER_PROFILE];
  await client.query('begin');
  try {
    for (const statement of statements) await client.query(statement, profiles);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

// The tables the statements above fill.
const SEEDED_TABLES = [
  'users',
  'files',
  'businesses',
  'token_profiles',
  'token_perks',
  'token_covers',
  'gates',
  'tokens',
];

/**
 * The seeded tables' indexes that back no constraint (a key, or the target of a foreign key), as
 * `{ name, definition }` (pg_get_indexdef), by name.
 */
export async function secondaryIndexes(client) {
  const { rows } = await client.query(
    `select index.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
       join pg_class index on index.oid = i.indexrelid
       join pg_class seeded on seeded.oid = i.indrelid
       join pg_namespace n on n.oid = seeded.relnamespace
     where n.nspname = current_schema() and seeded.relname = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by index.relname`,
    [SEEDED_TABLES],
  );
  return rows;
}

/**
 * Drops the seeded tables' secondary indexes before a bulk seed and answers them: PostgreSQL builds
 * an index over rows already there in one sorted pass, far cheaper than maintaining it row by row
 * (the trigram index on titles above all). Give the answer to rebuildIndexes once the rows are in.
 */
export async function dropSecondaryIndexes(client) {
  const indexes = await secondaryIndexes(client);
  for (const { name } of indexes) await client.query(`drop index ${client.escapeIdentifier(name)}`);
  return indexes;
}

/** What of `expected` (`{ name, definition }`) is not in `actual`, by name and definition. */
export function missingIndexes(expected, actual) {
  const present = new Set(actual.map(({ name, definition }) => `${name}\n${definition}`));
  return expected.filter(({ name, definition }) => !present.has(`${name}\n${definition}`));
}

/**
 * Builds again the indexes dropSecondaryIndexes dropped, spread over `clients` (a unique one checks
 * the rows as it is built), then checks that the tables have every one of them again, as defined.
 */
export async function rebuildIndexes(clients, indexes) {
  const queue = [...indexes];
  await Promise.all(
    clients.map(async (client) => {
      for (let index = queue.shift(); index; index = queue.shift()) await client.query(index.definition);
    }),
  );
  const missing = missingIndexes(indexes, await secondaryIndexes(clients[0]));
  if (missing.length > 0) {
    throw new Error(`the seed did not build again ${missing.map(({ name }) => name).join(', ')}`);
  }
}

// categories.listed_memberships is kept by a row trigger on token_profiles (migrations 0012, 0031):
// one update of the profile's category row per listed profile inserted. Two seed connections at once
// then lock the seven category rows in different orders and deadlock (since 0031), and 20,000 updates
// of seven rows cost more than one count. A bulk seed pauses the trigger and counts once after, with
// the statement the migration counts with.
const LISTED_COUNT_TRIGGER = 'token_profiles_listed_count';

/** Before a bulk seed on several connections: categories' listed counts are not kept row by row. */
export async function pauseListedCount(client) {
  await client.query(`alter table token_profiles disable trigger ${LISTED_COUNT_TRIGGER}`);
}

/**
 * After the bulk seed: the trigger back on and every category's listed count counted, as migration
 * 0031 counts it; answers the listed memberships counted over all categories.
 */
export async function countListedMemberships(client) {
  await client.query(`alter table token_profiles enable trigger ${LISTED_COUNT_TRIGGER}`);
  await client.query(
    `update categories c set listed_memberships = (
       select count(*)::int from token_profiles p
       where p.category_id = c.id
         and membership_is_listed(p.status, p.contract_type, p.available_copies_count, p.business_active))`,
  );
  const {
    rows: [{ listed }],
  } = await client.query('select coalesce(sum(listed_memberships), 0)::int as listed from categories');
  return listed;
}

/** Once the rows are in (after every seedMemberships of a database, whether one or several at once). */
export async function vacuumAfterSeed(client) {
  // What autovacuum gives tables that grew this much (PostgreSQL 13+ vacuums after inserts too):
  // fresh statistics, the visibility map (index-only scans skip the heap) and the trigram index's
  // pending list merged (a search would otherwise scan every title inserted since).
  await client.query('vacuum analyze');
}
