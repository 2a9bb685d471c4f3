import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of a raw statement on either driver: PGlite's results and node-postgres' both carry
 * `rows`, which drizzle's driver-neutral `Database` type does not show. `db` may be a transaction.
 */
export async function executeRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
