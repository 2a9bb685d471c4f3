// Load figures for the API's busiest routes. Starts a stack of its own on free loopback ports
// (anvil with the contracts, the API with the demo seed on a fresh PGlite in a temp folder, or on
// DATABASE_URL when set), loads each route with autocannon for a bounded time, prints a table,
// writes bench/results/api-load-<timestamp>.json and stops everything. Usage: `pnpm bench:api`.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startLocalStack, stopAll } from '../scripts/lib/services.mjs';
import { benchRun, positiveEnv, writeReport } from './lib/bench-run.mjs';

const DURATION = positiveEnv('BENCH_DURATION', 10);
const WARMUP = positiveEnv('BENCH_WARMUP', 2);
const CONNECTIONS = positiveEnv('BENCH_CONNECTIONS', 10);
// Every login runs a 32 MiB scrypt on libuv's 4-thread pool: more connections only queue.
const LOGIN_CONNECTIONS = 2;
// Seeded by apps/api/src/seed (demo-accounts.ts). A wrong password would hit the 429 throttle.
const DEMO_BUSINESS = { email: 'business@keyclub.test', password: 'Keyclub!2026', role_name: 'BUSINESS' };

const services = [];
let running = null;
const bench = benchRun('keyclub-bench-', async () => {
  running?.stop();
  await stopAll(services);
});
const { workDir } = bench;

async function startStack() {
  const [chainPort, apiPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await startLocalStack({
    mode: 'test',
    chainPort,
    deploymentFile: join(workDir, 'chain/deployment.json'),
    apiPort,
    apiEnv: {
      PUBLIC_URL: apiUrl,
      DATA_DIR: join(workDir, 'data'),
      // One log line per request would measure the log pipe as much as the API.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    logDir: workDir,
    onService: (service) => services.push(service),
  });
  return apiUrl;
}

async function expectOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response;
}

/** The routes to load, with ids and a session taken from the demo seed. */
async function routes(apiUrl) {
  const loginInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_BUSINESS),
  };
  const login = await expectOk(`${apiUrl}/auth/login`, loginInit);
  const session = { 'x-access-token': login.headers.get('x-access-token') ?? '' };
  const ownTokens = await (await expectOk(`${apiUrl}/tokens?page=1&limit=12`, { headers: session })).json();
  const token = ownTokens.data[0];
  if (!token) throw new Error('The demo business has no memberships: was the demo seed skipped?');
  return [
    { name: 'GET /health', path: '/health' },
    { name: 'GET /categories', path: '/categories' },
    { name: 'GET /tokens/{id}', path: `/tokens/${token.id}` },
    { name: 'GET /businesses/{id}', path: `/businesses/${token.business.id}` },
    { name: 'GET /tokens (business)', path: '/tokens?page=1&limit=12', headers: session },
    {
      name: 'POST /auth/login',
      path: '/auth/login',
      method: 'POST',
      headers: loginInit.headers,
      body: loginInit.body,
      connections: LOGIN_CONNECTIONS,
    },
  ];
}

async function load(apiUrl, route, duration) {
  running = autocannon({
    url: `${apiUrl}${route.path}`,
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    connections: route.connections ?? CONNECTIONS,
    duration,
  });
  const result = await running;
  running = null;
  return result;
}

async function main() {
  const apiUrl = await startStack();
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const rows = [];
  for (const route of await routes(apiUrl)) {
    const init = { method: route.method, headers: route.headers, body: route.body };
    await expectOk(`${apiUrl}${route.path}`, init);
    await load(apiUrl, route, WARMUP);
    if (bench.stopped()) return;
    const result = await load(apiUrl, route, DURATION);
    if (bench.stopped()) return;
    rows.push({
      route: route.name,
      connections: result.connections,
      duration_s: result.duration,
      requests: result.requests.total,
      requests_per_s: result.requests.average,
      latency_ms: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non_2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    });
  }
  console.log(`\nAPI load, ${database}, ${DURATION} s per route (after ${WARMUP} s warm-up):`);
  console.table(
    rows.map((row) => ({
      route: row.route,
      conns: row.connections,
      'req/s': Math.round(row.requests_per_s),
      'p50 ms': row.latency_ms.p50,
      'p97.5 ms': row.latency_ms.p97_5,
      'p99 ms': row.latency_ms.p99,
      'non-2xx': row.non_2xx,
      errors: row.errors,
    })),
  );
  writeReport('api-load', {
    database,
    duration_s: DURATION,
    warmup_s: WARMUP,
    routes: rows,
  });
}

await bench.run(main);
