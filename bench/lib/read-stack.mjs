// The stack the public-read measurements load (bench/read-scale.mjs and scripts/check-api-speed.mjs):
// for each size, a throw-away database on the machine's PostgreSQL with that many memberships
// (bench/lib/seed-memberships.mjs), an API process on it and a floor server (bench/lib/floor-server.mjs:
// node:http + pg running the API's own SQL). One chain serves every API (the reads never touch it).
// Every size is up at once, so a measurement can alternate all of them in the same rounds.
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { cpuTicks, TICK_MS } from '../../scripts/lib/process-cpu.mjs';
import { repoRoot, startLocalStack, startService, stopAll, tsxCommand } from '../../scripts/lib/services.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import {
  countListedMemberships,
  dropSecondaryIndexes,
  pauseListedCount,
  rebuildIndexes,
  SEARCH_WORD,
  SEED_BLOCK,
  seedMemberships,
  TOKENS_PER_PROFILE,
  vacuumAfterSeed,
} from './seed-memberships.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

// Every API and floor is started with the same Node flags (server-node-flags.mjs: a fixed young
// generation, so the GC does the same work a request in every round).
const withServerFlags = ({ command, args }) => ({ command, args: [...SERVER_NODE_FLAGS, ...args] });

// A deep page listed at every size: rows 1,789–1,800 of the 2,000 memberships listed at 10k.
export const DEEP_PAGE = 150;
const SMALLEST_SIZE_FOR_DEEP_PAGE = 9000;

/**
 * The reads measured, in the order measured: the path of one request given how many memberships exist
 * (token ids run 1..count, every one public; one profile listed per TOKENS_PER_PROFILE) and the
 * category read. The floor server answers the same paths with the same SQL; to measure another read,
 * add it here and its route there. The detail goes last: measured first, its first sample read 0.56-0.68
 * × the floor at 10k in all four quiet rehearsals of 2026-11-29/30 and 0.66-0.87 in the second sample
 * just after; it is the read whose cost is most the API's own code (its floor 0.3 ms of CPU a request,
 * a list's 0.9), so the one a JIT not yet settled on a single read shows most.
 */
export const READS = [
  { name: 'market-place page 1', path: () => '/market-place?limit=12' },
  { name: `market-place page ${DEEP_PAGE}`, path: () => `/market-place?limit=12&page=${DEEP_PAGE}` },
  {
    name: 'market-place category',
    path: ({ categoryId }) => `/market-place?limit=12&category_id=${categoryId}`,
  },
  { name: 'market-place title search', path: () => `/market-place?limit=12&title=${SEARCH_WORD}` },
  { name: 'GET /tokens/{id}', path: ({ count }) => `/tokens/${1 + Math.floor(Math.random() * count)}` },
];

/** Sizes from a comma-separated list such as "10000,100000" (multiples of a profile's tokens). */
export function parseSizes(list) {
  return list.split(',').map((size) => {
    const value = Number(size);
    if (!Number.isInteger(value) || value < SMALLEST_SIZE_FOR_DEEP_PAGE || value % TOKENS_PER_PROFILE !== 0) {
      throw new Error(
        `each size must be a multiple of ${TOKENS_PER_PROFILE} from ${SMALLEST_SIZE_FOR_DEEP_PAGE}, not ${size}`,
      );
    }
    return value;
  });
}

/**
 * Starts everything for `sizes` and seeds it. Answers one target per size — `{ count, categoryId,
 * databaseUrl, api, floor, apiPid, floorPid }` (base URLs and process ids) —, `stop`, which stops the
 * processes and drops the databases (also after a failed start), and `cpuMs` (stackCpuMs).
 */
export async function startReadStack({ sizes, workDir, logLevel = 'warn' }) {
  const services = [];
  const databases = [];
  // One connection for stackCpuMs, opened on its first call: the step asks it around every load.
  let statsClient = null;
  const statsClientOf = async () => {
    if (!statsClient) {
      statsClient = new pg.Client({ connectionString: databases[0].url });
      await statsClient.connect();
    }
    return statsClient;
  };
  const stop = async () => {
    await statsClient?.end().catch(() => {});
    await stopAll(services);
    for (const database of databases) await database.drop();
  };
  try {
    for (const count of sizes) databases.push(await createBenchDatabase(`keyclub_bench_${count}`));
    const chainPort = await freePort();
    const deploymentFile = join(workDir, 'chain/deployment.json');
    const apiEnv = (count, port) => ({
      DATABASE_URL: databases[sizes.indexOf(count)].url,
      // The memberships are seeded here, in bulk.
      SEED_DEMO: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(workDir, `data-${count}`),
      // One log line per request would measure the log pipe as much as the API.
      LOG_LEVEL: logLevel,
      ...plantedSlowdown(),
    });
    const started = (service) => {
      services.push(service);
      return service;
    };
    // Every process boots while the others do: the floors at once (they need only their database),
    // the other APIs as soon as the chain is up (when startLocalStack spawns the first API). Each
    // API migrates its database as it starts, so a database is seeded once its API is ready.
    const floors = [];
    for (const [index, count] of sizes.entries()) {
      const port = await freePort();
      const service = startService({
        name: `floor-${count}`,
        ...withServerFlags(tsxCommand(join(repoRoot, 'bench/lib/floor-server.mjs'))),
        cwd: join(repoRoot, 'apps/api'),
        env: { DATABASE_URL: databases[index].url, PORT: String(port) },
        ready: /floor ready/,
        logFile: join(workDir, `floor-${count}.log`),
      });
      floors.push({ service: started(service), port });
    }
    const apis = [];
    for (const _ of sizes) apis.push({ port: await freePort(), service: null });
    const startOtherApis = () => {
      for (const [index, count] of sizes.entries()) {
        if (index === 0) continue;
        const { port } = apis[index];
        apis[index].service = started(
          startService({
            name: `api-${count}`,
            ...withServerFlags(tsxCommand('src/server.ts')),
            cwd: join(repoRoot, 'apps/api'),
            env: {
              ...apiEnv(count, port),
              NODE_ENV: 'test',
              PORT: String(port),
              CHAIN_RPC_URL: `http://127.0.0.1:${chainPort}`,
              CHAIN_DEPLOYMENT_FILE: deploymentFile,
            },
            ready: /api ready/,
            logFile: join(workDir, `api-${count}.log`),
          }),
        );
      }
    };
    const { api: firstApi } = await startLocalStack({
      mode: 'test',
      chainPort,
      deploymentFile,
      apiPort: apis[0].port,
      apiEnv: apiEnv(sizes[0], apis[0].port),
      apiNodeFlags: SERVER_NODE_FLAGS,
      logDir: workDir,
      onService: (service) => {
        services.push(service);
        if (service.name === 'api') startOtherApis();
      },
    });
    apis[0].service = firstApi;
    const targets = [];
    for (const [index, count] of sizes.entries()) {
      await apis[index].service.ready;
      const categoryId = await seed(databases[index].url, count);
      await floors[index].service.ready;
      targets.push({
        count,
        categoryId,
        databaseUrl: databases[index].url,
        api: `http://127.0.0.1:${apis[index].port}`,
        apiPid: apis[index].service.child.pid,
        floor: `http://127.0.0.1:${floors[index].port}`,
        floorPid: floors[index].service.child.pid,
      });
    }
    return { targets, stop, cpuMs: async () => stackCpuMs(targets, databases, await statsClientOf()) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The CPU milliseconds the stack's APIs and floors and the PostgreSQL backends of its databases have
 * used since they started (/proc/<pid>/stat; 0 for what cannot be read). The chain is left out (the
 * reads never touch it), and so are backends that have closed (the seed's: `seed` prints theirs).
 * `client` is a connection to one of the databases (its own backend is left out too).
 */
async function stackCpuMs(targets, databases, client) {
  const names = databases.map(({ url }) => new URL(url).pathname.slice(1));
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = any($1::text[]) and pid <> pg_backend_pid()',
    [names],
  );
  const backends = rows.map(({ pid }) => pid);
  const pids = [...targets.flatMap(({ apiPid, floorPid }) => [apiPid, floorPid]), ...backends];
  return pids.reduce((total, pid) => total + (cpuTicks(pid) ?? 0), 0) * TICK_MS;
}

/**
 * The API processes' NODE_OPTIONS for a planted slowdown (BENCH_API_SLOWDOWN, bench/lib/planted-
 * slowdown.mjs): the proof that the speed step fails a slower API. Empty when it is not set.
 */
function plantedSlowdown() {
  if (!process.env.BENCH_API_SLOWDOWN) return {};
  console.log(`PLANTED SLOWDOWN in the API processes: BENCH_API_SLOWDOWN=${process.env.BENCH_API_SLOWDOWN}`);
  const preload = join(repoRoot, 'bench/lib/planted-slowdown.mjs');
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() };
}

/**
 * Seeds `count` memberships (the API has migrated the database) and answers the first category. The
 * secondary indexes are dropped first and built again once the rows are in (seed-memberships.mjs
 * dropSecondaryIndexes), and the categories' listed counts are counted once after the rows rather than
 * kept row by row (pauseListedCount, countListedMemberships); the rows go in as two halves on two connections at once (a core each;
 * halves on SEED_BLOCK bounds share no business or consumer), the indexes are built on both, then
 * one `vacuum analyze`. Checks that the tables have `count` tokens and every index again.
 */
async function seed(databaseUrl, count) {
  const started = performance.now();
  const clients = [
    new pg.Client({ connectionString: databaseUrl }),
    new pg.Client({ connectionString: databaseUrl }),
  ];
  try {
    await Promise.all(clients.map((client) => client.connect()));
    const backends = await Promise.all(
      clients.map(async (client) => (await client.query('select pg_backend_pid() as pid')).rows[0].pid),
    );
    const backendsCpu = () => backends.reduce((total, pid) => total + (cpuTicks(pid) ?? 0), 0) * TICK_MS;
    const half = Math.round(count / 2 / SEED_BLOCK) * SEED_BLOCK;
    const ranges =
      half > 0 && half < count
        ? [
            [0, half],
            [half, count],
          ]
        : [[0, count]];
    const indexes = await dropSecondaryIndexes(clients[0]);
    await pauseListedCount(clients[0]);
    await Promise.all(ranges.map(([from, to], index) => seedMemberships(clients[index], { from, to })));
    const listed = await countListedMemberships(clients[0]);
    await rebuildIndexes(clients, indexes);
    await vacuumAfterSeed(clients[0]);
    const {
      rows: [{ tokens }],
    } = await clients[0].query('select count(*)::int as tokens from tokens');
    if (tokens !== count) throw new Error(`seeded ${tokens} tokens, not ${count}`);
    // Every seeded profile is listed (seed-memberships.mjs), so the categories count them all.
    if (listed !== count / TOKENS_PER_PROFILE) {
      throw new Error(`the categories count ${listed} listed memberships, not ${count / TOKENS_PER_PROFILE}`);
    }
    console.log(
      `Seeded ${count} memberships in ${Math.round(performance.now() - started)} ms, PostgreSQL CPU ${backendsCpu()} ms (${indexes.length} indexes built after the rows)`,
    );
    const {
      rows: [{ id }],
    } = await clients[0].query('select id from categories order by position limit 1');
    return id;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
