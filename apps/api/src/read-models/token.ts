import {
  type CategoryName,
  type Gate,
  type Token,
  type TokenOwner,
  US_STATE_CODES,
  type UsStateCode,
} from '@keyclub/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import {
  businesses,
  categories,
  files,
  gates,
  tokenCovers,
  tokenPerks,
  tokenProfiles,
  tokens,
  users,
} from '../db/schema/index.ts';
import { loadBusinesses } from './business.ts';

const artFile = alias(files, 'art_file');
const owner = alias(users, 'token_owner');

const amount = (value: string | null) => (value === null ? null : Number(value));

const groupBy = <T>(rows: T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

function ownerOf(row: {
  id: number;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
}): TokenOwner {
  if (!(US_STATE_CODES as readonly string[]).includes(row.state ?? '')) {
    throw new Error(`Token owner ${row.id} has no valid state`);
  }
  return {
    id: row.id,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    city: row.city ?? '',
    state: row.state as UsStateCode,
  };
}

/** Who reads: the signed-in user (and their business), or null for a visitor. */
export type TokenViewer = { userId: number; businessId: number | null } | null;

/** A copy's owner is shown to that owner and to the business that issued it, to nobody else. */
const seesOwner = (viewer: TokenViewer, token: { ownerId: number | null; businessId: number }) =>
  viewer !== null && (viewer.userId === token.ownerId || viewer.businessId === token.businessId);

/**
 * Tokens by id in the domain `tokenSchema` shape, in the order of `ids` (unknown ids are skipped),
 * as `viewer` may see them (see seesOwner). A fixed number of queries whatever the count: one for
 * tokens with their profiles, then one each for businesses, perks, covers and gates.
 */
export async function loadTokens(
  deps: { db: Database; storage: Storage },
  ids: readonly number[],
  viewer: TokenViewer,
): Promise<Token[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({
      token: tokens,
      profile: tokenProfiles,
      category: { id: categories.id, name: categories.name },
      art: { storageKey: artFile.storageKey, thumbnailKey: artFile.thumbnailKey },
      owner: {
        id: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        city: owner.city,
        state: owner.state,
      },
      // A copy's serial number: its rank among the copies of its parent.
      serial: sql<number | null>`case when ${tokens.parentId} is null then null else (
        select count(*)::int from ${tokens} as sibling
        where sibling.parent_id = ${tokens.parentId} and sibling.id <= ${tokens.id}) end`,
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(categories, eq(categories.id, tokenProfiles.categoryId))
    .leftJoin(artFile, eq(artFile.id, tokenProfiles.artImageFileId))
    .leftJoin(owner, eq(owner.id, tokens.ownerId))
    .where(inArray(tokens.id, [...ids]));
  if (rows.length === 0) return [];

  const profileIds = [...new Set(rows.map((row) => row.profile.id))];
  const [businessById, perkRows, coverRows, gateRows] = await Promise.all([
    loadBusinesses(
      deps,
      rows.map((row) => row.token.businessId),
    ),
    deps.db
      .select()
      .from(tokenPerks)
      .where(inArray(tokenPerks.tokenProfileId, profileIds))
      .orderBy(asc(tokenPerks.position)),
    deps.db
      .select({
        id: tokenCovers.id,
        tokenProfileId: tokenCovers.tokenProfileId,
        storageKey: files.storageKey,
      })
      .from(tokenCovers)
      .innerJoin(files, eq(files.id, tokenCovers.fileId))
      .where(inArray(tokenCovers.tokenProfileId, profileIds))
      .orderBy(asc(tokenCovers.position)),
    deps.db
      .select()
      .from(gates)
      .where(inArray(gates.tokenProfileId, profileIds))
      .orderBy(asc(gates.position), asc(gates.id)),
  ]);
  const perksOf = groupBy(perkRows, (row) => row.tokenProfileId);
  const coversOf = groupBy(coverRows, (row) => row.tokenProfileId);
  const gatesOf = groupBy(gateRows, (row) => row.tokenProfileId);
  const url = (key: string) => ({ url: deps.storage.url(key) });

  const byId = new Map(
    rows.map(({ token, profile, category, art, owner: ownerRow, serial }): [number, Token] => {
      const business = businessById.get(token.businessId);
      if (!business) throw new Error(`Token ${token.id} has no business ${token.businessId}`);
      const perks = perksOf.get(profile.id) ?? [];
      const expired = token.expiresAt !== null && token.expiresAt.getTime() <= Date.now();
      return [
        token.id,
        {
          id: token.id,
          token_id: serial,
          token_id_bc: token.tokenIdBc,
          parent_id: token.parentId,
          business,
          profile: {
            id: profile.id,
            title: profile.title,
            description: profile.description,
            price: Number(profile.price),
            currency: 'USD',
            category: { id: category.id, name: category.name as CategoryName },
            status: profile.status,
            available_copies_count: profile.availableCopiesCount,
            sold_copies_count: profile.soldCopiesCount,
            copies: profile.copies,
            royalty: Number(profile.royalty),
            lockout_period: profile.lockoutPeriod,
            lockout_period_type: profile.lockoutPeriodType,
            expiration_duration: profile.expirationDuration,
            expiration_duration_type: profile.expirationDurationType,
            renewal_price: Number(profile.renewalPrice),
            floor_price: amount(profile.floorPrice),
            contract_address: profile.contractAddress,
            contract_type: profile.contractType,
            blockchain_network_id: profile.blockchainNetworkId,
            token_type: profile.tokenType,
            art_image: art ? url(art.storageKey) : null,
            thumbnail: art ? url(art.thumbnailKey ?? art.storageKey) : null,
            covers: (coversOf.get(profile.id) ?? []).map((cover) => ({
              id: cover.id,
              file: url(cover.storageKey),
            })),
            perks: perks.map((row) => row.perk),
            perk_descriptions: perks.map((row) => row.description),
            gate: (gatesOf.get(profile.id) ?? []).map(
              (row): Gate => ({ gate_configuration: { type: row.type }, values: row.value }),
            ),
            terms_and_conditions: profile.termsAndConditions,
          },
          // The business's own membership (the parent) has no owner in this sense: the business is shown.
          owner: token.parentId !== null && ownerRow && seesOwner(viewer, token) ? ownerOf(ownerRow) : null,
          // Owner status and activations are read per owned copy by the ownership endpoints.
          owner_info: null,
          is_open_for_sale: token.isOpenForSale,
          is_bc_token_expired: expired,
          last_token_activation: null,
          listing_amount: amount(token.listingAmount),
          total_amount: amount(token.totalAmount),
          commission_amount: amount(token.commissionAmount),
          commission_percentage: Number(token.commissionPercentage ?? 0),
          transaction_amount: amount(token.transactionAmount),
          transaction_percentage: Number(token.transactionPercentage ?? 0),
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The business's account is ACTIVE: verified and not deleted (PENDING and ARCHIVED stay private). */
export const businessIsActive = eq(users.status, 'ACTIVE');

/**
 * GET /tokens/{id}: a token everyone may read — its profile ACTIVE and its business active — or one
 * the viewer is party to: the issuing business (any status, e.g. to edit it) or the copy's owner.
 * Null otherwise, which the route answers as an unknown id.
 */
export async function loadVisibleToken(
  deps: { db: Database; storage: Storage },
  tokenId: number,
  viewer: TokenViewer,
): Promise<Token | null> {
  const [row] = await deps.db
    .select({
      businessId: tokens.businessId,
      ownerId: tokens.ownerId,
      public: sql<boolean>`${tokenProfiles.status} = 'ACTIVE' and ${businessIsActive}`,
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, tokens.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(tokens.id, tokenId));
  if (!row || !(row.public || seesOwner(viewer, row))) return null;
  const [token] = await loadTokens(deps, [tokenId], viewer);
  return token ?? null;
}
