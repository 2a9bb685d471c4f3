import {
  type CategoryName,
  isKeyExpired,
  ownerInfoAt,
  type Token,
  type TokenDetailMeta,
  type TokenOwner,
  US_STATE_CODES,
  type UsStateCode,
} from '@keyclub/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.ts';
import type { Database } from '../db/client.ts';
import { asNamed, rawRows } from '../db/raw-rows.ts';
import {
  activations,
  businesses,
  categories,
  files,
  gates,
  purchases,
  tokenCovers,
  tokenPerks,
  tokenProfiles,
  tokens,
  users,
} from '../db/schema/index.ts';
import { type BusinessRow, businessJson, joinBusinessParts, toBusiness } from './business.ts';
import { syncKeys } from './key-sync.ts';

type OwnerRow = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
};

function ownerOf(row: OwnerRow): TokenOwner {
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

/** The viewer as a query takes it: values, or the placeholders of a prepared statement. */
type ViewerParams = { userId: number | Placeholder; businessId: number | Placeholder | null } | null;

/** A copy's owner is shown to that owner and to the business that issued it, to nobody else. */
function seesOwner(viewer: ViewerParams): SQL {
  if (!viewer) return sql`false`;
  const ownsIt = eq(tokens.ownerId, viewer.userId);
  return viewer.businessId === null
    ? ownsIt
    : sql`(${ownsIt} or ${eq(tokens.businessId, viewer.businessId)})`;
}

/** The business's account is ACTIVE: verified and not deleted (PENDING and ARCHIVED stay private). */
export const businessIsActive = eq(users.status, 'ACTIVE');

// The profile's lists, each aggregated to JSON in the same query (ordered as shown).
const perksJson = sql<{ perk: string; description: string }[]>`(
  select coalesce(json_agg(json_build_object('perk', ${tokenPerks.perk}, 'description', ${tokenPerks.description})
    order by ${tokenPerks.position}), '[]')
  from ${tokenPerks} where ${tokenPerks.tokenProfileId} = ${tokenProfiles.id})`;
const coversJson = sql<{ id: number; key: string }[]>`(
  select coalesce(json_agg(json_build_object('id', ${tokenCovers.id}, 'key', ${files.storageKey})
    order by ${tokenCovers.position}), '[]')
  from ${tokenCovers} join ${files} on ${files.id} = ${tokenCovers.fileId}
  where ${tokenCovers.tokenProfileId} = ${tokenProfiles.id})`;
const gatesJson = sql<{ type: 'OPENTABLE' | 'REDIRECT'; value: string }[]>`(
  select coalesce(json_agg(json_build_object('type', ${gates.type}, 'value', ${gates.value})
    order by ${gates.position}, ${gates.id}), '[]')
  from ${gates} where ${gates.tokenProfileId} = ${tokenProfiles.id})`;

// A copy's serial number: its rank among the copies of its parent.
const serial = sql<number | null>`case when ${tokens.parentId} is null then null else (
  select count(*)::int from ${tokens} as sibling
  where sibling.parent_id = ${tokens.parentId} and sibling.id <= ${tokens.id}) end`;

// The art image and the owner are scalar subqueries rather than joins: fewer joins keep planning
// cheap (this query is planned on every read on PGlite and for lists).
const artJson = sql<{ storageKey: string; thumbnailKey: string | null } | null>`(
  select json_build_object('storageKey', art.storage_key, 'thumbnailKey', art.thumbnail_key)
  from ${files} as art where art.id = ${tokenProfiles.artImageFileId})`;

/** A copy's owner, only when `viewer` may see it; the parent's owner is its business, shown as such. */
function ownerJson(viewer: ViewerParams) {
  return sql<OwnerRow | null>`case when ${tokens.parentId} is not null and ${seesOwner(viewer)} then (
    select json_build_object('id', holder.id, 'firstName', holder.first_name, 'lastName', holder.last_name,
      'city', holder.city, 'state', holder.state)
    from ${users} as holder where holder.id = ${tokens.ownerId}) end`;
}

/** The token is a copy the viewer owns: only then are its owner status and last activation read. */
function ownedByViewer(viewer: ViewerParams): SQL<boolean> {
  if (!viewer) return sql<boolean>`false`;
  return sql<boolean>`(${tokens.parentId} is not null and ${eq(tokens.ownerId, viewer.userId)})`;
}

/**
 * Whether the viewer sees the copy's sale amounts (listing, total, fees) and its key's expiry: anyone
 * while it is on sale, its owner (their minimum ask and listing), and a buyer whose checkout holds it
 * (the total they pay).
 * A copy's last sale (what its buyer paid, its seller got) is nobody else's business
 * (docs/decisions/resale.md, "Who sees a copy's amounts").
 */
function seesSaleAmounts(viewer: ViewerParams): SQL<boolean> {
  if (!viewer) return sql<boolean>`${tokens.isOpenForSale}`;
  return sql<boolean>`(${tokens.isOpenForSale} or ${eq(tokens.ownerId, viewer.userId)} or exists (
    select 1 from ${purchases} as hold where hold.source_token_id = ${tokens.id}
      and hold.user_id = ${viewer.userId} and hold.status in ('PENDING', 'PAID')))`;
}

/**
 * The viewer's newest activation of a copy they own (activations_token_id_owner_id_created_at_idx,
 * one index probe per row; a previous owner's cards are not theirs): expired when ARCHIVED, a
 * PENDING card past its QR validity, or an ACTIVE one past its window (R9).
 */
function lastActivationJson(viewer: ViewerParams) {
  return sql<{
    isExpired: boolean;
    activatedAt: string | null;
  } | null>`case when ${ownedByViewer(viewer)} then (
    select json_build_object('isExpired', coalesce(last.status = 'ARCHIVED'
        or (last.status = 'PENDING' and last.expires_at <= now())
        or (last.status = 'ACTIVE' and last.activation_end_at <= now()), false),
      'activatedAt', last.activated_at)
    from ${activations} as last where last.token_id = ${tokens.id} and last.owner_id = ${tokens.ownerId}
    order by last.created_at desc, last.id desc limit 1) end`;
}

/**
 * The viewer's own copy of the same membership (`parent_id = token.parent_id ?? token.id`): the
 * token itself when it is theirs, else their newest copy; null for visitors.
 */
function viewersCopy(viewer: ViewerParams): SQL<number | null> {
  if (!viewer) return sql<null>`null::int`;
  return sql<number | null>`(
    select mine.id from ${tokens} as mine
    where mine.owner_id = ${viewer.userId} and mine.parent_id = coalesce(${tokens.parentId}, ${tokens.id})
    order by mine.id = ${tokens.id} desc, mine.id desc limit 1)`;
}

// The token's, its profile's and its category's columns, selected flat under unique names (the
// driver's rows are keyed by them: `rawRows`).
const tokenColumns = asNamed({
  id: tokens.id,
  tokenIdBc: tokens.tokenIdBc,
  parentId: tokens.parentId,
  ownerId: tokens.ownerId,
  ownerWalletAddress: tokens.ownerWalletAddress,
  expiresAt: tokens.expiresAt,
  chainSyncedAt: tokens.chainSyncedAt,
  isOpenForSale: tokens.isOpenForSale,
  listingAmount: tokens.listingAmount,
  totalAmount: tokens.totalAmount,
  commissionAmount: tokens.commissionAmount,
  commissionPercentage: tokens.commissionPercentage,
  transactionAmount: tokens.transactionAmount,
  transactionPercentage: tokens.transactionPercentage,
  profileId: tokenProfiles.id,
  title: tokenProfiles.title,
  profileDescription: tokenProfiles.description,
  price: tokenProfiles.price,
  status: tokenProfiles.status,
  launchAt: tokenProfiles.launchAt,
  availableCopiesCount: tokenProfiles.availableCopiesCount,
  soldCopiesCount: tokenProfiles.soldCopiesCount,
  copies: tokenProfiles.copies,
  royalty: tokenProfiles.royalty,
  lockoutPeriod: tokenProfiles.lockoutPeriod,
  lockoutPeriodType: tokenProfiles.lockoutPeriodType,
  expirationDuration: tokenProfiles.expirationDuration,
  expirationDurationType: tokenProfiles.expirationDurationType,
  renewalPrice: tokenProfiles.renewalPrice,
  floorPrice: tokenProfiles.floorPrice,
  contractAddress: tokenProfiles.contractAddress,
  contractType: tokenProfiles.contractType,
  blockchainNetworkId: tokenProfiles.blockchainNetworkId,
  tokenType: tokenProfiles.tokenType,
  termsAndConditions: tokenProfiles.termsAndConditions,
  categoryId: categories.id,
  categoryName: categories.name,
});

type TokenColumns = typeof tokens.$inferSelect;
type ProfileColumns = typeof tokenProfiles.$inferSelect;

/**
 * A token row as the driver answers it (`rawRows`): everything the domain `Token` shows.
 * Timestamps and numerics are PostgreSQL's text on both drivers, JSON columns are parsed.
 */
export type TokenRow = Pick<
  TokenColumns,
  'id' | 'tokenIdBc' | 'parentId' | 'ownerId' | 'ownerWalletAddress' | 'isOpenForSale'
> &
  Pick<
    ProfileColumns,
    | 'title'
    | 'status'
    | 'availableCopiesCount'
    | 'soldCopiesCount'
    | 'copies'
    | 'lockoutPeriod'
    | 'lockoutPeriodType'
    | 'expirationDuration'
    | 'expirationDurationType'
    | 'contractAddress'
    | 'contractType'
    | 'blockchainNetworkId'
    | 'tokenType'
    | 'termsAndConditions'
  > & {
    expiresAt: string | null;
    launchAt: string | null;
    chainSyncedAt: string | null;
    listingAmount: string | null;
    totalAmount: string | null;
    commissionAmount: string | null;
    commissionPercentage: string | null;
    transactionAmount: string | null;
    transactionPercentage: string | null;
    profileId: number;
    profileDescription: string;
    price: string;
    royalty: string;
    renewalPrice: string;
    floorPrice: string | null;
    categoryId: number;
    categoryName: string;
    art: { storageKey: string; thumbnailKey: string | null } | null;
    owner: OwnerRow | null;
    business: BusinessRow;
    serial: number | null;
    perks: { perk: string; description: string }[];
    covers: { id: number; key: string }[];
    gates: { type: 'OPENTABLE' | 'REDIRECT'; value: string }[];
    viewersCopyId: number | null;
    ownedByViewer: boolean;
    seesSaleAmounts: boolean;
    lastActivation: { isExpired: boolean; activatedAt: string | null } | null;
  };

/**
 * Tokens with everything the domain `Token` shows, in one query: token, profile and category flat;
 * art, owner (only when `viewer` may see it), business, perks, covers and gates as JSON; the copy's
 * serial number and the viewer's own copy of the same membership. Read with `rawRows`.
 */
function selectTokenRows(db: Database, where: SQL, viewer: ViewerParams) {
  const query = db
    .select({
      ...tokenColumns,
      ...asNamed({
        art: artJson,
        owner: ownerJson(viewer),
        business: businessJson,
        serial,
        perks: perksJson,
        covers: coversJson,
        gates: gatesJson,
        viewersCopyId: viewersCopy(viewer),
        ownedByViewer: ownedByViewer(viewer),
        seesSaleAmounts: seesSaleAmounts(viewer),
        lastActivation: lastActivationJson(viewer),
      }),
    })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .innerJoin(categories, eq(categories.id, tokenProfiles.categoryId))
    .innerJoin(businesses, eq(businesses.id, tokens.businessId))
    .$dynamic();
  return joinBusinessParts(query).where(where);
}

const amount = (value: string | null) => (value === null ? null : Number(value));
// A timestamptz as PostgreSQL writes it (or an ISO string, once synced with the chain).
const dateOf = (text: string | null) => (text === null ? null : new Date(text));

/**
 * `now` judges expiry: the chain's clock when the caller's copies were just synced with it (R10),
 * else the server's.
 */
/** A coming-soon membership whose launch time has come (the server's clock): on sale. */
const launched = (row: TokenRow) =>
  row.status === 'PENDING' && row.launchAt !== null && new Date(row.launchAt).getTime() <= Date.now();

function toToken(row: TokenRow, storage: Storage, now = new Date()): Token {
  const { art } = row;
  const expiresAt = dateOf(row.expiresAt);
  const url = (key: string) => ({ url: storage.url(key) });
  return {
    id: row.id,
    token_id: row.serial,
    token_id_bc: row.tokenIdBc,
    parent_id: row.parentId,
    business: toBusiness(row.business, storage),
    profile: {
      id: row.profileId,
      title: row.title,
      description: row.profileDescription,
      price: Number(row.price),
      currency: 'USD',
      category: { id: row.categoryId, name: row.categoryName as CategoryName },
      // Coming soon until its launch time, on sale from it even before the launch job flips the row.
      status: launched(row) ? 'ACTIVE' : row.status,
      available_copies_count: row.availableCopiesCount,
      sold_copies_count: row.soldCopiesCount,
      copies: row.copies,
      royalty: Number(row.royalty),
      lockout_period: row.lockoutPeriod,
      lockout_period_type: row.lockoutPeriodType,
      expiration_duration: row.expirationDuration,
      expiration_duration_type: row.expirationDurationType,
      renewal_price: Number(row.renewalPrice),
      floor_price: amount(row.floorPrice),
      contract_address: row.contractAddress,
      contract_type: row.contractType,
      blockchain_network_id: row.blockchainNetworkId,
      token_type: row.tokenType,
      art_image: art ? url(art.storageKey) : null,
      thumbnail: art ? url(art.thumbnailKey ?? art.storageKey) : null,
      covers: row.covers.map((cover) => ({ id: cover.id, file: url(cover.key) })),
      perks: row.perks.map((perk) => perk.perk),
      perk_descriptions: row.perks.map((perk) => perk.description),
      gate: row.gates.map((gate) => ({ gate_configuration: { type: gate.type }, values: gate.value })),
      terms_and_conditions: row.termsAndConditions,
    },
    owner: row.owner ? ownerOf(row.owner) : null,
    owner_info: row.ownedByViewer ? ownerInfoAt(expiresAt, now) : null,
    is_open_for_sale: row.isOpenForSale,
    is_bc_token_expired: isKeyExpired(expiresAt, now),
    expires_at: row.seesSaleAmounts && expiresAt ? expiresAt.toISOString() : null,
    last_token_activation: row.lastActivation && {
      is_expired: row.lastActivation.isExpired,
      activated_at: row.lastActivation.activatedAt && new Date(row.lastActivation.activatedAt).toISOString(),
    },
    ...saleAmounts(row),
  };
}

/** The copy's sale amounts, as an unlisted copy has them (null, 0 %) when the viewer may not see them. */
function saleAmounts(row: TokenRow) {
  const shown = row.seesSaleAmounts;
  return {
    listing_amount: shown ? amount(row.listingAmount) : null,
    total_amount: shown ? amount(row.totalAmount) : null,
    commission_amount: shown ? amount(row.commissionAmount) : null,
    commission_percentage: shown ? Number(row.commissionPercentage ?? 0) : 0,
    transaction_amount: shown ? amount(row.transactionAmount) : null,
    transaction_percentage: shown ? Number(row.transactionPercentage ?? 0) : 0,
  };
}

/** Each read has one SQL text per kind of reader (what the viewer may see differs). */
type Reader = 'visitor' | 'consumer' | 'business';

const readerOf = (viewer: TokenViewer): Reader =>
  viewer === null ? 'visitor' : viewer.businessId === null ? 'consumer' : 'business';

/** A reader's identity as placeholders `userId` and `businessId` (none for a visitor). */
function viewerParams(reader: Reader): ViewerParams {
  if (reader === 'visitor') return null;
  return {
    userId: sql.placeholder('userId'),
    businessId: reader === 'business' ? sql.placeholder('businessId') : null,
  };
}

/**
 * The query of `loadTokens` for a kind of reader, with placeholders `ids` (an array), `userId` and
 * `businessId`: the rows of those tokens, in no order. Exported for the benchmark, which runs the
 * same SQL.
 */
export function tokenRowsQuery(db: Database, reader: Reader) {
  return selectTokenRows(db, sql`${tokens.id} = any(${sql.placeholder('ids')}::int[])`, viewerParams(reader));
}

/**
 * Tokens by id in the domain `tokenSchema` shape, in the order of `ids` (unknown ids are skipped),
 * as `viewer` may see them (a copy's owner only for that owner and the issuing business). One
 * query whatever the count.
 */
export async function loadTokens(
  deps: { db: Database; storage: Storage },
  ids: readonly number[],
  viewer: TokenViewer,
): Promise<Token[]> {
  return inOrder(ids, await tokenRows(deps.db, ids, viewer), deps.storage);
}

async function tokenRows(db: Database, ids: readonly number[], viewer: TokenViewer): Promise<TokenRow[]> {
  if (ids.length === 0) return [];
  return rawRows<TokenRow>(prepared(db, 'token_rows', readerOf(viewer), tokenRowsQuery), {
    ids: [...ids],
    userId: viewer?.userId,
    businessId: viewer?.businessId,
  });
}

function inOrder(ids: readonly number[], rows: TokenRow[], storage: Storage, now?: Date): Token[] {
  const byId = new Map(rows.map((row) => [row.id, toToken(row, storage, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a read that syncs the caller's copies with the chain needs. */
type SyncingDeps = Parameters<typeof syncKeys>[0] & { storage: Storage };

/**
 * Syncs the copies among `rows` that the viewer owns with the chain (R10) and patches their rows
 * with what it read. Answers the chain's clock and whether a copy changed hands (then the rows are
 * out of date: read them again).
 */
async function syncOwnedRows(deps: SyncingDeps, rows: TokenRow[]): Promise<{ now: Date; moved: boolean }> {
  const owned = rows.filter((row) => row.ownedByViewer);
  if (owned.length === 0) return { now: new Date(), moved: false };
  const sync = await syncKeys(
    deps,
    owned.map((row) => ({
      id: row.id,
      lock: row.contractAddress,
      tokenIdBc: row.tokenIdBc,
      ownerId: row.ownerId,
      ownerWalletAddress: row.ownerWalletAddress,
      expiresAt: dateOf(row.expiresAt),
      chainSyncedAt: dateOf(row.chainSyncedAt),
    })),
  );
  for (const row of owned) {
    const fresh = sync.fresh.get(row.id);
    if (fresh) {
      row.expiresAt = fresh.expiresAt?.toISOString() ?? null;
      row.ownerWalletAddress = fresh.ownerWalletAddress;
    }
  }
  return sync;
}

/**
 * loadTokens for a list of the viewer's own copies (GET /tokens): their owner status and expiry as
 * the chain has them (R10). `moved` says a copy left the viewer on chain: the page should be listed again.
 */
export async function loadOwnTokens(
  deps: SyncingDeps,
  ids: readonly number[],
  viewer: TokenViewer,
): Promise<{ tokens: Token[]; moved: boolean }> {
  const rows = await tokenRows(deps.db, ids, viewer);
  const { now, moved } = await syncOwnedRows(deps, rows);
  return { tokens: inOrder(ids, rows, deps.storage, now), moved };
}

/**
 * The query of GET /tokens/{id} for a kind of reader, with placeholders `id`, `userId` and
 * `businessId`: the token if everyone may read it — its profile ACTIVE or coming soon (PENDING),
 * its business active and neither suspended — or
 * if the viewer is party to it: the issuing business (any status, e.g. to edit it) or the copy's
 * owner. Exported for the benchmark, which runs the same SQL.
 */
export function tokenDetailQuery(db: Database, reader: Reader) {
  const viewer = viewerParams(reader);
  // Coming-soon memberships (PENDING) are public too: their detail shows COMING SOON.
  // business_active also says that no operator suspended the membership or its business (migration 0031).
  const visible = sql`((${tokenProfiles.status} in ('ACTIVE', 'PENDING') and ${tokenProfiles.businessActive}) or ${seesOwner(viewer)})`;
  return selectTokenRows(db, and(eq(tokens.id, sql.placeholder('id')), visible) ?? visible, viewer);
}

type PreparedRows = ReturnType<ReturnType<typeof tokenDetailQuery>['prepare']>;

// Named prepared statements, one per database, query and kind of reader: PostgreSQL parses and
// plans each once per connection instead of on every read (planning took ~5x the execution).
const preparedStatements = new WeakMap<Database, Map<string, PreparedRows>>();

function prepared(
  db: Database,
  query: 'token_rows' | 'token_detail',
  reader: Reader,
  build: (db: Database, reader: Reader) => ReturnType<typeof tokenDetailQuery>,
): PreparedRows {
  const forDb = preparedStatements.get(db) ?? new Map<string, PreparedRows>();
  preparedStatements.set(db, forDb);
  const name = `${query}_${reader}`;
  const known = forDb.get(name);
  if (known) return known;
  const statement = build(db, reader).prepare(name);
  forDb.set(name, statement);
  return statement;
}

export type TokenDetail = { data: Token; meta: TokenDetailMeta };

/**
 * GET /tokens/{id} in one query: the token and the viewer's copy, or null (answered as unknown).
 * A copy the viewer owns is synced with the chain first (R10); read again if it changed hands there.
 */
export async function loadVisibleToken(
  deps: SyncingDeps,
  tokenId: number,
  viewer: TokenViewer,
): Promise<TokenDetail | null> {
  const read = () =>
    rawRows<TokenRow>(prepared(deps.db, 'token_detail', readerOf(viewer), tokenDetailQuery), {
      id: tokenId,
      userId: viewer?.userId,
      businessId: viewer?.businessId,
    });
  let [row] = await read();
  if (!row) return null;
  const { now, moved } = await syncOwnedRows(deps, [row]);
  if (moved) [row] = await read();
  if (!row) return null;
  return { data: toToken(row, deps.storage, now), meta: { owned_token_id: row.viewersCopyId } };
}
