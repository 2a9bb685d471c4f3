import type { Database } from '../db/client.ts';

type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };
type PgliteClient = QueryClient & {
  transaction?: (run: (tx: QueryClient) => unknown, ...rest: unknown[]) => unknown;
};
type PooledClient = QueryClient & { release: (...args: unknown[]) => unknown };
type PoolClient = QueryClient & { connect?: (...args: unknown[]) => Promise<PooledClient> };

/** Has `target.query` push each statement's SQL before sending it; answers the undo. */
function recordOn(target: QueryClient, statements: string[]) {
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    const [query] = args;
    statements.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  return () => {
    target.query = original;
  };
}

/**
 * Records the SQL of every statement `db` sends to the database from now on, transactions included,
 * by wrapping its client's `query` (PGlite and node-postgres pools alike: one call, one round trip),
 * PGlite's transaction object and the pool's checked-out clients. Call `stop` before the test ends.
 */
export function recordQueries(db: Database) {
  const client = (db as unknown as { $client: PgliteClient & PoolClient }).$client;
  const statements: string[] = [];
  const undo = [recordOn(client, statements)];
  const { transaction, connect } = client;
  if (transaction) {
    client.transaction = function (this: unknown, run, ...rest) {
      const recorded = (tx: QueryClient) => {
        recordOn(tx, statements);
        return run(tx);
      };
      return transaction.call(this, recorded, ...rest);
    };
    undo.push(() => {
      client.transaction = transaction;
    });
  }
  if (connect) {
    client.connect = function (this: unknown, ...args: unknown[]) {
      // pool.query checks a client out with a callback: its statement is recorded by pool.query.
      if (typeof args[0] === 'function') return connect.apply(this, args);
      return connect.apply(this, args).then((pooled) => withRecording(pooled));
    };
    const withRecording = (pooled: PooledClient) => {
      const stopRecording = recordOn(pooled, statements);
      const { release } = pooled;
      pooled.release = function (this: unknown, ...releaseArgs: unknown[]) {
        stopRecording();
        pooled.release = release;
        return release.apply(this, releaseArgs);
      };
      return pooled;
    };
    undo.push(() => {
      client.connect = connect;
    });
  }
  return {
    statements,
    stop: () => {
      for (const step of undo.reverse()) step();
    },
  };
}
