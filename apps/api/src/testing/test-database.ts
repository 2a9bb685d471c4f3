import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, type DatabaseHandle, PGLITE_EXTENSIONS, wrapPglite, wrapPool } from '../db/client.ts';
import { withDatabase } from './database-url.ts';
import './provided-context.ts';

export type DatabaseKind = DatabaseHandle['kind'];

/**
 * The engines of a file whose outcome the engine can change: PGlite, and PostgreSQL too when the run
 * was given TEST_DATABASE_URL. PostgreSQL is production's engine; PGlite, `npm start`'s default and
 * the e2e stack's, is the same PostgreSQL in WASM behind another driver, on one connection: its
 * transactions run one at a time and a row lock never waits. So a file runs on both when it asserts
 * requests, workers or processes at once (races, counts under a burst, claims, idempotency), locks,
 * leases, outboxes and restarts, errors as each driver reports them, or the default stack's money
 * loop (checkout, payment, refund, chain writes); every other file runs once, on productionEngine().
 * docs/performance.md lists each file's choice and why.
 */
export function bothEngines(): DatabaseKind[] {
  return inject('postgres') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one engine of a behaviour the engine cannot change (bothEngines() says which): PostgreSQL
 * when the run was given TEST_DATABASE_URL, else PGlite, so a machine without PostgreSQL still runs
 * every test.
 */
export function productionEngine(): DatabaseKind[] {
  return inject('postgres') ? ['postgres'] : ['pglite'];
}

export type TestDatabaseOptions = {
  /** PostgreSQL only: the URL the app connects with, e.g. through a proxy a test can cut. */
  route?: (url: string) => string;
};

/**
 * A private, already migrated database: a copy of the run's migrated one. A PostgreSQL copy outlives
 * its close: the run drops its copies together when it ends (global-setup.ts), since every DROP
 * DATABASE waits for a checkpoint of the whole server, seconds a file under load.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { route = (url) => url }: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const snapshot = new Blob([new Uint8Array(await readFile(inject('pgliteSnapshotFile')))]);
    return wrapPglite(await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS }));
  }
  const postgres = inject('postgres');
  if (!postgres) throw new Error('No PostgreSQL configured for this run (TEST_DATABASE_URL)');
  const name = `${postgres.copyPrefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.templateName}`);
    // A commit does not wait for its WAL to reach the disk (30 ms a commit at load 30, under 1 ms
    // without): a throwaway copy loses nothing by it unless the server itself crashes, and every
    // other session still sees each commit at once.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  return wrapPool(createPool(route(withDatabase(postgres.adminUrl, name)), 4));
}
