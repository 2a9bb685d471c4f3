import { and, isNotNull, sql } from 'drizzle-orm';
import { type Address, getAddress, isAddressEqual } from 'viem';
import type { ChainPort, KeyReadings } from '../adapters/chain/chain-port.ts';
import type { Database } from '../db/client.ts';
import { archiveFormerOwnersCards } from '../db/copy-cards.ts';
import { users, wallets } from '../db/schema/index.ts';

/** How long a copy's cached key (expiry, holder) is served before it is read from the chain again (R10). */
export const KEY_CACHE_TTL_MS = 5 * 60_000;

/** A copy's key as the database caches it. */
export type CachedKey = {
  id: number;
  lock: string | null;
  tokenIdBc: string | null;
  ownerId: number | null;
  ownerWalletAddress: string | null;
  expiresAt: Date | null;
  chainSyncedAt: Date | null;
};

/** What the chain said about the copies: its clock, and whether any copy changed hands. */
export type KeySync = {
  /** The chain's clock (the latest block's time), or the server's when the chain was not reached. */
  now: Date;
  /** Each re-read copy's key as the chain has it now, by copy id. */
  fresh: Map<number, { expiresAt: Date | null; ownerWalletAddress: string }>;
  /** A copy's key is held by another wallet than cached: its owner in the database changed. */
  moved: boolean;
};

type SyncDeps = { db: Database; chain: ChainPort; logger: { warn: (o: object, msg: string) => void } };

const isStale = (key: CachedKey, serverNow: number) =>
  key.chainSyncedAt === null || serverNow - key.chainSyncedAt.getTime() >= KEY_CACHE_TTL_MS;

/**
 * R10: reads the chain's clock, and the holder and expiry of the copies whose cache is older than
 * 5 minutes, in one batched request; writes what changed back in one statement after the read (no
 * transaction waits on the chain). A copy now held by a wallet that is not its owner's moves to the
 * user of that wallet (or to nobody), leaves sale and loses the cards its former owner showed.
 * When the chain cannot be reached the cache is served and the server's clock stands in for the
 * chain's (reads never fail for it).
 */
export async function syncKeys(deps: SyncDeps, keys: readonly CachedKey[]): Promise<KeySync> {
  const readAt = new Date();
  const stale = keys.filter(
    (key): key is CachedKey & { lock: string; tokenIdBc: string } =>
      key.lock !== null && key.tokenIdBc !== null && isStale(key, readAt.getTime()),
  );
  let readings: KeyReadings;
  try {
    readings = await deps.chain.readKeys(
      stale.map((key) => ({ lock: getAddress(key.lock), keyId: BigInt(key.tokenIdBc) })),
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'keys not read from the chain: serving the cached expiry');
    return { now: readAt, fresh: new Map(), moved: false };
  }

  const read = stale.flatMap((key, index) => {
    const state = readings.keys[index];
    return state ? [{ key, state }] : [];
  });
  const movedAway = read.filter(
    ({ key, state }) =>
      key.ownerWalletAddress === null || !isAddressEqual(getAddress(key.ownerWalletAddress), state.owner),
  );
  const holders = await holdersOf(
    deps.db,
    movedAway.map(({ state }) => state.owner),
  );
  if (read.length > 0) {
    const moved = new Set(movedAway.map(({ key }) => key.id));
    await writeBack(deps.db, readAt, {
      ids: read.map(({ key }) => key.id),
      expiresAt: read.map(({ state }) => state.expiresAt?.toISOString() ?? null),
      owners: read.map(({ state }) => state.owner),
      moved: read.map(({ key }) => moved.has(key.id)),
      ownerIds: read.map(({ state }) => holders.get(state.owner.toLowerCase()) ?? null),
    });
    await archiveFormerOwnersCards(deps.db, [...moved]);
  }
  return {
    now: readings.now,
    fresh: new Map(
      read.map(({ key, state }) => [key.id, { expiresAt: state.expiresAt, ownerWalletAddress: state.owner }]),
    ),
    // A copy whose wallet changed but stays with the same user (another wallet of theirs) did not move.
    moved: movedAway.some(
      ({ key, state }) => key.ownerId !== (holders.get(state.owner.toLowerCase()) ?? null),
    ),
  };
}

/**
 * The users holding these addresses (a verified wallet, or their custody address), by lower-case
 * address. A custody address is its user's even when another user linked it as a wallet.
 */
async function holdersOf(db: Database, addresses: readonly Address[]): Promise<Map<string, number>> {
  if (addresses.length === 0) return new Map();
  const lower = addresses.map((address) => address.toLowerCase());
  const rows = await db
    .select({
      userId: wallets.userId,
      address: sql<string>`lower(${wallets.address})`,
      custody: sql<boolean>`false`,
    })
    .from(wallets)
    .where(
      and(isNotNull(wallets.verifiedAt), sql`lower(${wallets.address}) = any(${sql.param(lower)}::text[])`),
    )
    .union(
      db
        .select({
          userId: users.id,
          address: sql<string>`lower(${users.custodyAddress})`,
          custody: sql<boolean>`true`,
        })
        .from(users)
        .where(sql`lower(${users.custodyAddress}) = any(${sql.param(lower)}::text[])`),
    );
  const custodyLast = [...rows].sort((a, b) => Number(a.custody) - Number(b.custody));
  return new Map(custodyLast.map((row) => [row.address, row.userId]));
}

/**
 * One UPDATE for every re-read copy. A row synced by someone else since `readAt` (a renewal's
 * finish) keeps its newer values. A moved copy gets its new owner and leaves sale.
 */
async function writeBack(
  db: Database,
  readAt: Date,
  rows: {
    ids: number[];
    expiresAt: (string | null)[];
    owners: string[];
    moved: boolean[];
    ownerIds: (number | null)[];
  },
) {
  await db.execute(sql`
    update tokens set
      expires_at = read.expires_at,
      owner_wallet_address = read.owner,
      chain_synced_at = ${readAt.toISOString()}::timestamptz,
      owner_id = case when read.moved then read.owner_id else tokens.owner_id end,
      is_open_for_sale = tokens.is_open_for_sale and not read.moved
    from unnest(${sql.param(rows.ids)}::int[], ${sql.param(rows.expiresAt)}::timestamptz[], ${sql.param(rows.owners)}::text[],
      ${sql.param(rows.moved)}::boolean[], ${sql.param(rows.ownerIds)}::int[]) as read(id, expires_at, owner, moved, owner_id)
    where tokens.id = read.id
      and (tokens.chain_synced_at is null or tokens.chain_synced_at <= ${readAt.toISOString()}::timestamptz)`);
}
