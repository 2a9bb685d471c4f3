// CPU time per request of the public reads (bench/lib/read-stack.mjs READS) on PostgreSQL: for the
// API and for its floor (node:http + pg running the same SQL), the server process's own CPU and the
// CPU of the database's PostgreSQL backends, per request, from /proc/<pid>/stat (Linux). API and
// floor are loaded in alternating slices (autocannon, 10 connections), so both meet the same machine.
// Less noisy than requests/s on a shared machine, but still rough under load: compare API and floor
// of the same run. Usage: `pnpm bench:cpu` (BENCH_SCALES, default 10000; BENCH_DURATION s per
// slice, default 5; BENCH_ROUNDS slices per server, default 2).
import autocannon from 'autocannon';
import pg from 'pg';
import { ensurePostgres } from '../scripts/lib/postgres.mjs';
import { cpuTicks, TICK_MS } from '../scripts/lib/process-cpu.mjs';
import { benchRun } from './lib/bench-run.mjs';
import { loadAverage } from './lib/read-report.mjs';
import { stopLoad, warmUp } from './lib/read-rounds.mjs';
import { parseSizes, READS, startReadStack } from './lib/read-stack.mjs';

const SIZES = parseSizes(process.env.BENCH_SCALES ?? '10000');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;

/** The PostgreSQL backends serving a database (pg_stat_activity), with their CPU so far. */
async function backendTicks(admin, database) {
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [database]);
  return new Map(rows.map(({ pid }) => [pid, cpuTicks(pid) ?? 0]));
}

/** Loads one server with one read for a slice: requests answered, its CPU and the backends' (ms). */
async function slice(admin, target, server, read) {
  const pid = server === 'api' ? target.apiPid : target.floorPid;
  const database = new URL(target.databaseUrl).pathname.slice(1);
  const before = await backendTicks(admin, database);
  const own = cpuTicks(pid);
  const result = await autocannon({
    url: target[server],
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: read.path(target) }) }],
  });
  // Backends opened during the slice count from zero; one that closed (idle) is left out.
  let database_ms = 0;
  for (const [backend] of await backendTicks(admin, database)) {
    database_ms += ((cpuTicks(backend) ?? 0) - (before.get(backend) ?? 0)) * TICK_MS;
  }
  return { requests: result.requests.total, own_ms: (cpuTicks(pid) - own) * TICK_MS, database_ms };
}

let stack = null;
const bench = benchRun('keyclub-bench-cpu-', async () => {
  stopLoad();
  await stack?.stop();
});
const { workDir } = bench;

async function main() {
  console.log(`Load average before (1, 5, 15 min): ${loadAverage()}`);
  stack = await startReadStack({ sizes: SIZES, workDir });
  const admin = new pg.Client({ connectionString: ensurePostgres() });
  await admin.connect();
  try {
    await warmUp(stack.targets, READS, { seconds: 3, connections: CONNECTIONS });
    for (const target of stack.targets) {
      for (const read of READS) {
        const sum = {
          api: { requests: 0, own_ms: 0, database_ms: 0 },
          floor: { requests: 0, own_ms: 0, database_ms: 0 },
        };
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const server of round % 2 ? ['floor', 'api'] : ['api', 'floor']) {
            const measured = await slice(admin, target, server, read);
            for (const key of Object.keys(measured)) sum[server][key] += measured[key];
          }
        }
        const perRequest = ({ requests, own_ms, database_ms }) =>
          `${(own_ms / requests).toFixed(2)} ms + PostgreSQL ${(database_ms / requests).toFixed(2)} ms (${requests} requests)`;
        console.log(
          `${target.count} ${read.name}: API ${perRequest(sum.api)} | floor ${perRequest(sum.floor)}`,
        );
      }
    }
  } finally {
    await admin.end();
  }
  console.log(`Load average after (1, 5, 15 min): ${loadAverage()}`);
}

await bench.run(main);
