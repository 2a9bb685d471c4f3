import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { ChainPort } from '../adapters/chain/chain-port.ts';
import { createApp } from '../app.ts';
import { CHAIN_WRITE_KINDS } from '../chain-write-kinds.ts';
import { type ChainWritesOptions, createChainWrites } from '../chain-writes/chain-writes.ts';
import { createDeps } from '../create-deps.ts';
import type { AppDeps } from '../deps.ts';
import { parseEnv } from '../env.ts';
import { runChain } from './run-chain.ts';
import { type DatabaseKind, openTestDatabase, type TestDatabaseOptions } from './test-database.ts';
import { TEST_PASSWORD_SCRYPT_COST } from './test-password-cost.ts';
import { STATE_WAIT_MS, TEST_CHAIN_TIMEOUT_MS } from './test-waits.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The Node bindings @hono/node-server passes: a request from `address` (for `app.request`'s env). */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

let requests = 0;
/** A different address (198.18.0.0/15, for tests) for every request that names none. */
const nextTestAddress = () => {
  requests += 1;
  return `198.${18 + ((requests >> 16) & 1)}.${(requests >> 8) & 255}.${requests & 255}`;
};

/**
 * The app reads the client address from the connection, which app.request has not got: each
 * request comes from its own address, so per-IP limits apply only where a test names one.
 */
export function appWithTestAddresses(deps: AppDeps) {
  const app = createApp(deps);
  const request = app.request;
  app.request = (input, init, bindings, executionContext) =>
    request(input, init, bindings ?? fromAddress(nextTestAddress()), executionContext);
  return app;
}

/**
 * The real app on a private copy of the migrated database, the run's chain and a temporary
 * storage folder. `vars` override the environment variables the app is configured from;
 * `databaseOptions` can route its PostgreSQL connections (test-database.ts).
 */
export async function createTestApp(
  kind: DatabaseKind,
  vars: Record<string, string> = {},
  databaseOptions: TestDatabaseOptions = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'keyclub-api-app-'));
  const chain = runChain();
  const env = parseEnv({
    NODE_ENV: 'test',
    DEV_OUTBOX: 'true',
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_COST: String(TEST_PASSWORD_SCRYPT_COST),
    DATA_DIR: dataDir,
    CHAIN_RPC_URL: chain.rpcUrl,
    CHAIN_DEPLOYMENT_FILE: chain.deploymentFile,
    ...vars,
  });
  const database = await openTestDatabase(kind, databaseOptions);
  // A request waits for its chain write as long as a test waits for a state: a test that expects
  // 201 gets it on a loaded machine too (production answers 202 after 15 s, and the client polls).
  const deps = createDeps(env, database.db, pino({ level: env.logLevel }), {
    chainTimeoutMs: TEST_CHAIN_TIMEOUT_MS,
    answerWithinMs: STATE_WAIT_MS,
  });
  const app = appWithTestAddresses(deps);
  return {
    app,
    deps,
    close: async () => {
      await deps.chainWrites.stop();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app over the same database and storage with another chain port, and chain writes of its own
 * (a second API process, or one whose chain is replaced). Stop its writes before the test ends.
 */
export function appWithChain(deps: AppDeps, chain: ChainPort, options?: ChainWritesOptions) {
  const chainWrites = createChainWrites({ ...deps, chain }, CHAIN_WRITE_KINDS, options);
  const withChain: AppDeps = { ...deps, chain, chainWrites };
  return { app: appWithTestAddresses(withChain), deps: withChain };
}
