import { type Business, businessLinksOf, US_STATE_CODES, type UsStateCode } from '@keyclub/domain';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { jsonObject } from '../db/json-object.ts';
import { businesses, files, users } from '../db/schema/index.ts';

// The one Business read model: /auth/me, /businesses/{id} and every token's business show the same.
// A query that shows a business selects `businessColumns` (or `businessJson`, the same as one JSON
// value), joins `joinBusinessParts` and maps the row with `toBusiness`; the business's owner is the
// `users` table in those queries.

type Deps = { db: Database; storage: Storage };

// Files are read in scalar subqueries rather than joins: fewer joins keep planning cheap for the
// queries that embed a business (the token read).
const storageKeyOf = (fileId: AnyColumn) =>
  sql<string | null>`(select file.storage_key from ${files} as file where file.id = ${fileId})`;

/** What a Business is built from (flat, so it nests under a key beside a query's own columns). */
export const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  city: businesses.city,
  state: businesses.state,
  location: businesses.location,
  website: businesses.website,
  facebook: businesses.facebook,
  twitter: businesses.twitter,
  instagram: businesses.instagram,
  tiktok: businesses.tiktok,
  twitch: businesses.twitch,
  youtube: businesses.youtube,
  ownerCity: users.city,
  ownerState: users.state,
  logoKey: storageKeyOf(businesses.logoFileId),
  coverKey: storageKeyOf(businesses.coverFileId),
};

export type BusinessRow = Pick<
  typeof businesses.$inferSelect,
  | 'id'
  | 'name'
  | 'description'
  | 'city'
  | 'state'
  | 'location'
  | 'website'
  | 'facebook'
  | 'twitter'
  | 'instagram'
  | 'tiktok'
  | 'twitch'
  | 'youtube'
> & {
  ownerCity: string | null;
  ownerState: string | null;
  logoKey: string | null;
  coverKey: string | null;
};

/** `businessColumns` as one JSON object (text and integers only: the JSON holds the same values). */
export const businessJson = jsonObject<BusinessRow>(businessColumns);

/** Joins what `businessColumns` reads (the owner's account) to a query that already has `businesses`. */
export function joinBusinessParts<T extends PgSelect>(query: T) {
  return query.innerJoin(users, eq(users.id, businesses.ownerId));
}

const isStateCode = (value: string | null): value is UsStateCode =>
  value !== null && (US_STATE_CODES as readonly string[]).includes(value);

function stateCode(value: string | null, fallback: string | null, what: string): UsStateCode {
  if (isStateCode(value)) return value;
  if (isStateCode(fallback)) return fallback;
  throw new Error(`${what} has no valid state (${value ?? 'null'})`);
}

/** The domain Business (`businessSchema`) of a row selected with `businessColumns`. */
export function toBusiness(business: BusinessRow, storage: Storage): Business {
  const file = (key: string | null) => (key ? { url: storage.url(key) } : null);
  return {
    id: business.id,
    name: business.name,
    description: business.description,
    // The profile's own city/state; the owner's address stands in where a profile lacks one.
    city: business.city ?? business.ownerCity ?? '',
    state: stateCode(business.state, business.ownerState, `Business ${business.id}`),
    logo: file(business.logoKey),
    cover: file(business.coverKey),
    owner: {
      city: business.ownerCity ?? business.city ?? '',
      state: stateCode(business.ownerState, business.state, `Owner of business ${business.id}`),
    },
    ...businessLinksOf(business),
  };
}

async function selectBusinesses(deps: Deps, where: SQL): Promise<Business[]> {
  const rows = await joinBusinessParts(deps.db.select(businessColumns).from(businesses).$dynamic()).where(
    where,
  );
  return rows.map((row) => toBusiness(row, deps.storage));
}

/** Businesses by id as the API shows them (domain `businessSchema`), with the owner's city and state. */
export async function loadBusinesses(deps: Deps, ids: readonly number[]): Promise<Map<number, Business>> {
  if (ids.length === 0) return new Map();
  const list = await selectBusinesses(deps, inArray(businesses.id, [...new Set(ids)]));
  return new Map(list.map((business) => [business.id, business]));
}

/** The business a user owns; null for consumers. */
export async function loadOwnedBusiness(deps: Deps, ownerId: number): Promise<Business | null> {
  const [business] = await selectBusinesses(deps, eq(businesses.ownerId, ownerId));
  return business ?? null;
}
