// Throughput with one API process and with two behind nginx, on one PostgreSQL (docs/deployment.md).
// Starts the chain and a first API with the demo seed on a throw-away database, a second API on the
// same database, and two nginx instances: one balancing over the first process only, one over both.
// Each read is loaded through both balancers in alternating rounds (same connections, same duration),
// so the machine's load falls on both alike. Prints requests/s and p99 of each and the two/one ratio;
// writes bench/results/scale-out-<timestamp>.json. Usage: `pnpm bench:scale-out`.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/free-port.mjs';
import { startNginx } from '../scripts/lib/nginx.mjs';
import { repoRoot, startLocalStack, startService, stopAll, tsxCommand } from '../scripts/lib/services.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { benchRun, positiveEnv, writeReport } from './lib/bench-run.mjs';

const DURATION = positiveEnv('BENCH_DURATION', 5);
const WARMUP = positiveEnv('BENCH_WARMUP', 5);
const ROUNDS = positiveEnv('BENCH_ROUNDS', 3);
const CONNECTIONS = positiveEnv('BENCH_CONNECTIONS', 20);

const services = [];
const balancers = [];
let running = null;
let dropDatabase = async () => {};
const bench = benchRun('keyclub-bench-scale-', async () => {
  running?.stop();
  for (const balancer of balancers) await balancer.stop();
  await stopAll(services);
  await dropDatabase();
});
const { workDir } = bench;

/** The chain, a first API with the demo seed, and a second API process on the same database. */
async function startProcesses(databaseUrl) {
  const [chainPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
  const apiEnv = (port) => ({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(workDir, 'data'),
    TRUST_PROXY: '1',
    // One log line per request would measure the log pipe as much as the API.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { chainRpcUrl } = await startLocalStack({
    mode: 'test',
    chainPort,
    deploymentFile: join(workDir, 'chain/deployment.json'),
    apiPort: firstPort,
    apiEnv: apiEnv(firstPort),
    logDir: workDir,
    onService: (service) => services.push(service),
  });
  const second = startService({
    name: 'api-2',
    ...tsxCommand('src/server.ts'),
    cwd: join(repoRoot, 'apps/api'),
    env: {
      ...apiEnv(secondPort),
      NODE_ENV: 'test',
      PORT: String(secondPort),
      CHAIN_RPC_URL: chainRpcUrl,
      CHAIN_DEPLOYMENT_FILE: join(workDir, 'chain/deployment.json'),
    },
    ready: /api ready/,
    logFile: join(workDir, 'api-2.log'),
  });
  services.push(second);
  await second.ready;
  return [`http://127.0.0.1:${firstPort}`, `http://127.0.0.1:${secondPort}`];
}

async function load(url, path, duration) {
  running = autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration });
  const result = await running;
  running = null;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requests_per_s: result.requests.average, p99_ms: result.latency.p99 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const loadBefore = loadavg();
  const database = await createBenchDatabase('keyclub_bench_scale');
  dropDatabase = database.drop;
  const [first, second] = await startProcesses(database.url);
  const one = await startNginx([first]);
  balancers.push(one);
  const two = await startNginx([first, second]);
  balancers.push(two);

  const listed = await (await fetch(`${first}/market-place?limit=12`)).json();
  const tokenId = listed.data[0]?.id;
  if (!tokenId) throw new Error('The demo seed listed nothing');
  const reads = [
    { name: 'GET /market-place', path: '/market-place?limit=12' },
    { name: 'GET /tokens/{id}', path: `/tokens/${tokenId}` },
  ];
  const setups = [
    { processes: 1, url: one.url },
    { processes: 2, url: two.url },
  ];
  const rows = [];
  for (const read of reads) {
    for (const setup of setups) await load(setup.url, read.path, WARMUP);
    const runs = new Map(setups.map((setup) => [setup.processes, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const setup of round % 2 === 0 ? setups : [...setups].reverse()) {
        runs.get(setup.processes).push(await load(setup.url, read.path, DURATION));
        if (bench.stopped()) return;
      }
    }
    for (const setup of setups) {
      const measured = runs.get(setup.processes);
      rows.push({
        read: read.name,
        processes: setup.processes,
        requests_per_s: median(measured.map((run) => run.requests_per_s)),
        p99_ms: median(measured.map((run) => run.p99_ms)),
        rounds: measured,
      });
    }
  }
  const loadAfter = loadavg();
  console.log(
    `\nnginx → API processes → PostgreSQL on ${cpus().length} cores, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${DURATION} s:`,
  );
  console.table(
    rows.map((row) => ({
      read: row.read,
      processes: row.processes,
      'req/s': Math.round(row.requests_per_s),
      'p99 ms': row.p99_ms,
    })),
  );
  const ratios = reads.map((read) => {
    const [single, double] = [1, 2].map(
      (processes) => rows.find((row) => row.read === read.name && row.processes === processes).requests_per_s,
    );
    console.log(`${read.name}: two processes / one ${(double / single).toFixed(2)}`);
    return { read: read.name, two_over_one: double / single };
  });
  const format = (values) => values.map((value) => value.toFixed(2)).join(' ');
  console.log(`Load average (1, 5, 15 min): before ${format(loadBefore)}, after ${format(loadAfter)}`);
  writeReport('scale-out', {
    cores: cpus().length,
    connections: CONNECTIONS,
    duration_s: DURATION,
    rounds: ROUNDS,
    load_average: { before: loadBefore, after: loadAfter },
    runs: rows,
    ratios,
  });
}

await bench.run(main);
