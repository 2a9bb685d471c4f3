import type { Database } from '../db/client.ts';

type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records the SQL of every statement `db` sends to the database from now on, by wrapping its
 * client's `query` (PGlite and node-postgres pools alike: one call, one round trip). Call `stop`
 * before the test ends.
 */
export function recordQueries(db: Database) {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return {
    statements,
    stop: () => {
      client.query = original;
    },
  };
}
