import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_DIR } from '../env.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations under apps/api/drizzle. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = join(API_DIR, 'drizzle');

/** PGlite options shared by every embedded database (the trigram extension the migrations need). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** The advisory lock key that lets one process at a time migrate a database ("kc" + "migr"). */
const MIGRATION_LOCK = 0x6b636d69;

/**
 * Applies the migrations while holding a session advisory lock, so API processes starting together
 * on a fresh database migrate one after the other instead of racing to create the same tables.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateLocked(pool),
    close: () => pool.end(),
  };
}

/**
 * A node-postgres pool that outlives a database outage: a connection that dies while idle (the
 * server stopped or restarted) is dropped by the pool instead of crashing the process (an 'error'
 * event without a listener throws), and a connect that hangs gives up so the request can answer
 * 503 — after 30 s, since waiting for a free connection in a burst of requests counts too.
 * Connections once opened stay open (`min` = `max`): closed after pg's default 10 s idle, each was
 * reopened by the next burst as a new backend — authentication, a cold catalog cache, the named
 * statements prepared again — which put 60–90 ms on the p99 of the first requests after a quiet
 * 10 s (docs/performance.md, "p99 at 200 requests/s").
 */
export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, min: max, connectionTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // The pool already removed the client; the next query opens a new connection or reports the outage.
  });
  return pool;
}

/** PostgreSQL through node-postgres when DATABASE_URL is set, else embedded PGlite in a folder. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return wrapPool(createPool(options.databaseUrl, 10));
  }
  mkdirSync(options.pgliteDir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir: options.pgliteDir, extensions: PGLITE_EXTENSIONS }));
}
