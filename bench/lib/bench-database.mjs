import pg from 'pg';
import { ensurePostgres } from '../../scripts/lib/postgres.mjs';

/**
 * A fresh database on the machine's PostgreSQL for one benchmark run: its URL, and `drop` to call
 * at the end (it ends the connections still open).
 */
export async function createBenchDatabase(prefix) {
  const adminUrl = ensurePostgres();
  if (!adminUrl) throw new Error('This benchmark needs the machine’s PostgreSQL (scripts/lib/postgres.mjs)');
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
