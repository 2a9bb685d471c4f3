// The public reads at scale on PostgreSQL (GET /tokens/{id} and GET /market-place): seeds 10k, then
// 100k memberships (bench/lib/seed-memberships.mjs) in a throw-away database, and at each size loads
// the API and a floor server (bench/lib/floor-server.mjs: node:http + pg running the API's own SQL)
// with autocannon, the same connections and duration, in alternating rounds. Prints requests/s and
// latency of both (medians of the rounds), the API/floor ratio and the API's p99 at the largest
// size over the smallest; writes bench/results/read-scale-<timestamp>.json. Usage: `pnpm bench:reads`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot, startLocalStack, startService, stopAll, tsxCommand } from '../scripts/lib/services.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { freePort } from './lib/free-port.mjs';
import { SEARCH_WORD, seedMemberships, TOKENS_PER_PROFILE } from './lib/seed-memberships.mjs';

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const DURATION = positive('BENCH_DURATION', 5);
const WARMUP = positive('BENCH_WARMUP', 15);
const ROUNDS = positive('BENCH_ROUNDS', 3);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const SCALES = (process.env.BENCH_SCALES ?? '10000,100000').split(',').map((size) => {
  const value = Number(size);
  if (!Number.isInteger(value) || value < TOKENS_PER_PROFILE || value % TOKENS_PER_PROFILE !== 0) {
    throw new Error(`BENCH_SCALES: each size must be a multiple of ${TOKENS_PER_PROFILE}, not ${size}`);
  }
  return value;
});

// A deep page listed at every size: rows 1,789–1,800 of the 2,000 memberships listed at 10k.
const DEEP_PAGE = 150;

/**
 * The reads measured: the path of one request given how many memberships exist (token ids run
 * 1..count, every one public; one profile listed per TOKENS_PER_PROFILE) and the category read.
 * The floor server answers the same paths with the same SQL; to measure another read, add it here
 * and its route there.
 */
const READS = [
  { name: 'GET /tokens/{id}', path: ({ count }) => `/tokens/${1 + Math.floor(Math.random() * count)}` },
  { name: 'market-place page 1', path: () => '/market-place?limit=12' },
  { name: `market-place page ${DEEP_PAGE}`, path: () => `/market-place?limit=12&page=${DEEP_PAGE}` },
  {
    name: 'market-place category',
    path: ({ categoryId }) => `/market-place?limit=12&category_id=${categoryId}`,
  },
  { name: 'market-place title search', path: () => `/market-place?limit=12&title=${SEARCH_WORD}` },
];

const workDir = mkdtempSync(join(tmpdir(), 'keyclub-bench-reads-'));
const services = [];
let running = null;
let stopping = null;
let dropDatabase = async () => {};
const shutdown = () => {
  stopping ??= (async () => {
    running?.stop();
    await stopAll(services);
    await dropDatabase();
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the stack`);
    void shutdown().finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

/** A fresh database on the machine's PostgreSQL, dropped at the end. */
async function createDatabase() {
  const database = await createBenchDatabase('keyclub_bench');
  dropDatabase = database.drop;
  return database.url;
}

async function startServers(databaseUrl) {
  const [chainPort, apiPort, floorPort] = [await freePort(), await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await startLocalStack({
    mode: 'test',
    chainPort,
    deploymentFile: join(workDir, 'chain/deployment.json'),
    apiPort,
    apiEnv: {
      DATABASE_URL: databaseUrl,
      // The memberships are seeded here, in bulk.
      SEED_DEMO: 'false',
      PUBLIC_URL: apiUrl,
      DATA_DIR: join(workDir, 'data'),
      // One log line per request would measure the log pipe as much as the API.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    logDir: workDir,
    onService: (service) => services.push(service),
  });
  const floor = startService({
    name: 'floor',
    ...tsxCommand(join(repoRoot, 'bench/lib/floor-server.mjs')),
    cwd: join(repoRoot, 'apps/api'),
    env: { DATABASE_URL: databaseUrl, PORT: String(floorPort) },
    ready: /floor ready/,
    logFile: join(workDir, 'floor.log'),
  });
  services.push(floor);
  await floor.ready;
  return { api: apiUrl, floor: `http://127.0.0.1:${floorPort}` };
}

async function load(baseUrl, read, scale, duration) {
  running = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: read.path(scale) }) }],
  });
  const result = await running;
  running = null;
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const roundOf = (result) => ({
  requests: result.requests.total,
  requests_per_s: result.requests.average,
  latency_ms: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  non_2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/**
 * One read at one size: each server checked and warmed up, then ROUNDS rounds in which each is
 * loaded in turn, who goes first alternating, so a change in the shared machine's load falls on
 * both alike. A server's figures are the medians of its rounds.
 */
async function measure(servers, read, scale) {
  const entries = Object.entries(servers);
  const rounds = new Map(entries.map(([server]) => [server, []]));
  for (const [server, baseUrl] of entries) {
    const probe = await fetch(`${baseUrl}${read.path(scale)}`);
    if (probe.status !== 200) throw new Error(`${server} answered ${probe.status} to ${read.name}`);
    // A list must list something, or the seed is not what the read needs.
    const { data } = await probe.json();
    if (Array.isArray(data) && data.length === 0)
      throw new Error(`${server} listed nothing for ${read.name}`);
    await load(baseUrl, read, scale, WARMUP);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [server, baseUrl] of round % 2 === 0 ? entries : [...entries].reverse()) {
      const result = await load(baseUrl, read, scale, DURATION);
      if (stopping) return [];
      rounds.get(server).push(roundOf(result));
    }
  }
  return entries.map(([server]) => {
    const runs = rounds.get(server);
    const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
    return {
      read: read.name,
      memberships: scale.count,
      server,
      requests_per_s: median(runs.map((run) => run.requests_per_s)),
      latency_ms: {
        p50: median(runs.map((run) => run.latency_ms.p50)),
        p99: median(runs.map((run) => run.latency_ms.p99)),
      },
      non_2xx: sum((run) => run.non_2xx),
      errors: sum((run) => run.errors),
      rounds: runs,
    };
  });
}

function summarize(rows) {
  const find = (read, count, server) =>
    rows.find((row) => row.read === read && row.memberships === count && row.server === server);
  const [smallest, largest] = [SCALES[0], SCALES.at(-1)];
  return READS.map(({ name }) => ({
    read: name,
    ratios: SCALES.map((count) => ({
      memberships: count,
      api_over_floor_requests_per_s:
        find(name, count, 'api').requests_per_s / find(name, count, 'floor').requests_per_s,
    })),
    api_p99_largest_over_smallest:
      find(name, largest, 'api').latency_ms.p99 / find(name, smallest, 'api').latency_ms.p99,
  }));
}

async function main() {
  const loadBefore = loadavg();
  const databaseUrl = await createDatabase();
  const servers = await startServers(databaseUrl);
  const seeder = new pg.Client({ connectionString: databaseUrl });
  await seeder.connect();
  const rows = [];
  try {
    const {
      rows: [{ id: categoryId }],
    } = await seeder.query('select id from categories order by position limit 1');
    let seeded = 0;
    for (const count of SCALES) {
      const started = performance.now();
      await seedMemberships(seeder, { from: seeded, to: count });
      seeded = count;
      console.log(`Seeded ${count} memberships in ${Math.round(performance.now() - started)} ms`);
      for (const read of READS) {
        rows.push(...(await measure(servers, read, { count, categoryId })));
        if (stopping) return;
      }
    }
  } finally {
    await seeder.end();
  }
  const summary = summarize(rows);
  const loadAfter = loadavg();
  console.log(
    `\nPostgreSQL, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${DURATION} s (after ${WARMUP} s warm-up):`,
  );
  console.table(
    rows.map((row) => ({
      read: row.read,
      memberships: row.memberships,
      server: row.server,
      'req/s': Math.round(row.requests_per_s),
      'p50 ms': row.latency_ms.p50,
      'p99 ms': row.latency_ms.p99,
      'non-2xx': row.non_2xx,
      errors: row.errors,
    })),
  );
  for (const { read, ratios, api_p99_largest_over_smallest: growth } of summary) {
    const parts = ratios.map(
      (ratio) => `${ratio.memberships}: ${ratio.api_over_floor_requests_per_s.toFixed(2)}`,
    );
    console.log(
      `${read}: API / floor req/s at ${parts.join(', ')}; API p99 ${SCALES.at(-1)} / ${SCALES[0]}: ${growth.toFixed(2)}`,
    );
  }
  const format = (load) => load.map((value) => value.toFixed(2)).join(' ');
  console.log(`Load average (1, 5, 15 min): before ${format(loadBefore)}, after ${format(loadAfter)}`);
  const resultsDir = join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `read-scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    connections: CONNECTIONS,
    duration_s: DURATION,
    warmup_s: WARMUP,
    rounds: ROUNDS,
    load_average: { before: loadBefore, after: loadAfter },
    runs: rows,
    summary,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${file}`);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error);
  console.error(`Service logs kept in ${workDir}`);
} finally {
  await shutdown();
  if (process.exitCode !== 1) rmSync(workDir, { recursive: true, force: true });
}
