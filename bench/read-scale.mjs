// The public reads at scale on PostgreSQL (GET /tokens/{id} and GET /market-place): a throw-away
// database per size (10k and 100k memberships, bench/lib/read-stack.mjs), each with an API and a
// floor server (node:http + pg running the API's own SQL), all loaded with autocannon in the same
// rotating rounds (bench/lib/read-rounds.mjs). Prints requests/s and latency of each (medians of the
// rounds), the API/floor ratio per size, the API's p99 at the largest size over the smallest, the
// API's and the floor's p99 at 200 evenly spaced requests/s and the API's peak RSS; writes bench/results/read-scale-<timestamp>.json.
// `npm test` enforces the budgets with the same code (scripts/check-api-speed.mjs). Usage: `pnpm bench:reads`.
import { loadavg } from 'node:os';
import { benchRun, positiveEnv, writeReport } from './lib/bench-run.mjs';
import { loadAverage, printRateRows, printRows, ratioLine, ratiosOf } from './lib/read-report.mjs';
import { measureAtRate, measureRead, stopLoad, warmUp } from './lib/read-rounds.mjs';
import { parseSizes, READS, startReadStack } from './lib/read-stack.mjs';

const options = {
  duration: positiveEnv('BENCH_DURATION', 5),
  warmup: positiveEnv('BENCH_WARMUP', 10),
  rounds: positiveEnv('BENCH_ROUNDS', 3),
  connections: positiveEnv('BENCH_CONNECTIONS', 10),
};
const RATE = positiveEnv('BENCH_RATE', 200);
const SIZES = parseSizes(process.env.BENCH_SCALES ?? '10000,100000');

let stack = null;
const bench = benchRun('keyclub-bench-reads-', async () => {
  stopLoad();
  await stack?.stop();
});
const { workDir } = bench;

async function main() {
  const loadBefore = loadavg();
  stack = await startReadStack({ sizes: SIZES, workDir, logLevel: process.env.LOG_LEVEL ?? 'warn' });
  await warmUp(stack.targets, READS, { seconds: 3, connections: options.connections });
  const rows = [];
  const rateRows = [];
  for (const read of READS) {
    rows.push(...(await measureRead(stack.targets, read, options)));
    if (bench.stopped()) return;
    for (const target of stack.targets) {
      rateRows.push(
        ...(await measureAtRate(target, read, {
          rate: RATE,
          seconds: options.duration,
          connections: options.connections,
        })),
      );
    }
  }
  const summary = READS.map((read) => ratiosOf(rows.filter((row) => row.read === read.name)));
  const loadAfter = loadavg();
  console.log(
    `\nPostgreSQL, ${options.connections} connections, medians of ${options.rounds} rounds of ${options.duration} s (after ${options.warmup} s warm-up):`,
  );
  printRows(rows);
  for (const ratios of summary) console.log(ratioLine(ratios));
  console.log(`\nThe floor and the API at ${RATE} evenly spaced requests/s (${options.duration} s):`);
  printRateRows(rateRows);
  console.log(`Load average (1, 5, 15 min) after: ${loadAverage()}`);
  writeReport('read-scale', {
    ...options,
    load_average: { before: loadBefore, after: loadAfter },
    runs: rows,
    at_fixed_rate: rateRows,
    summary,
  });
}

await bench.run(main);
