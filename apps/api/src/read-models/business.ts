import { type Business, US_STATE_CODES, type UsStateCode } from '@keyclub/domain';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { businesses, files, users } from '../db/schema/index.ts';

// The one Business read model: /auth/me, /businesses/{id} and every token's business show the same.

const logoFile = alias(files, 'logo_file');
const coverFile = alias(files, 'cover_file');

type Deps = { db: Database; storage: Storage };

const isStateCode = (value: string | null): value is UsStateCode =>
  value !== null && (US_STATE_CODES as readonly string[]).includes(value);

function stateCode(value: string | null, fallback: string | null, what: string): UsStateCode {
  if (isStateCode(value)) return value;
  if (isStateCode(fallback)) return fallback;
  throw new Error(`${what} has no valid state (${value ?? 'null'})`);
}

async function selectBusinesses(deps: Deps, where: SQL): Promise<Business[]> {
  const rows = await deps.db
    .select({
      business: businesses,
      owner: { city: users.city, state: users.state },
      logoKey: logoFile.storageKey,
      coverKey: coverFile.storageKey,
    })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(logoFile, eq(logoFile.id, businesses.logoFileId))
    .leftJoin(coverFile, eq(coverFile.id, businesses.coverFileId))
    .where(where);

  const file = (key: string | null) => (key ? { url: deps.storage.url(key) } : null);
  return rows.map(({ business, owner, logoKey, coverKey }) => ({
    id: business.id,
    name: business.name,
    description: business.description,
    // The profile's own city/state; the owner's address stands in where a profile lacks one.
    city: business.city ?? owner.city ?? '',
    state: stateCode(business.state, owner.state, `Business ${business.id}`),
    logo: file(logoKey),
    cover: file(coverKey),
    owner: {
      city: owner.city ?? business.city ?? '',
      state: stateCode(owner.state, business.state, `Owner of business ${business.id}`),
    },
    location: business.location,
    website: business.website,
    facebook: business.facebook,
    twitter: business.twitter,
    instagram: business.instagram,
    tiktok: business.tiktok,
    twitch: business.twitch,
    youtube: business.youtube,
  }));
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
