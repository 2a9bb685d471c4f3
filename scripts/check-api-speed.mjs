// The API's speed budget (issue 15, docs/performance.md), run by `npm test` when the machine has
// PostgreSQL: for each public read (bench/lib/read-stack.mjs READS) at 10k and 100k memberships,
//   - the API's requests/s ≥ 0.7 × the floor's (node:http + pg running the same SQL) at each size;
//   - the API's p99 at 100k ≤ 1.2 × its p99 at 10k;
//   - the API's p99 at 200 evenly spaced requests/s ≤ 25 ms at each size (bench/lib/paced-load.mjs).
//     An absolute tail is at the mercy of the machine's load (one scheduling stall of 100 ms delays
//     the 20 requests due in it: 2.5 % of a run), so the floor is loaded at the same rate in the same
//     run, interleaved (both meet the same stalls), and a miss fails only when the floor held 25 ms
//     and the API's p99 is more than HELD.p99_at_rate_over_floor × the floor's.
// Throughput and growth are enforced at the targets, but for the title search's growth, held (HELD
// below); the step prints each miss of a target.
// Both are ratios of figures measured in the same rotating rounds, so the machine's load falls on
// both sides alike. A read that misses the target is measured once more, in longer rounds, and judged
// on that second sample alone (it says so). Also prints, without enforcing it, the API's peak RSS under
// load. Same code as `pnpm bench:reads`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAverage, printRateRows, printRows, ratioLine, ratiosOf } from '../bench/lib/read-report.mjs';
import { measureAtRate, measureRead, stopLoad, warmUp } from '../bench/lib/read-rounds.mjs';
import { READS, startReadStack } from '../bench/lib/read-stack.mjs';

const MIN_API_OVER_FLOOR = 0.7;
const MAX_P99_GROWTH = 1.2;
const MAX_P99_AT_RATE_MS = 25;
// Held below the targets (issue 15 open). The title search's growth: its matches grow with the data
// (20 at 10k, 200 at 100k, an exact total), and the floor running its SQL grows about as much (p99
// 1.2–1.7 × in the runs of 2026-11-24): the SQL's cost, not the API's. The 25 ms at 200 requests/s,
// held on the floor's p99: quiet, every read holds 25 ms (API 2–21 ms, the floor 2–12); at load 6–8
// single runs of either took 30–1,000 ms (the API, at 1.2 × the floor's CPU a request, loses the
// rate first when the machine's cores are taken); at load 4, 1.9 × the floor's p99 while the floor
// held 25 ms. (Throughput and growth were held at 0.65 and 1.3 until 2026-11-27, when p99s to a
// tenth of a millisecond met the targets in every run, one with a core busy: docs/performance.md.)
const HELD = {
  api_p99_growth: { 'market-place title search': 1.8 },
  p99_at_rate_over_floor: 3,
};

const SIZES = [10_000, 100_000];
const CONNECTIONS = 10;
// Every server warmed up with every read first, then each read again just before its rounds.
const WARM_UP = { seconds: 2, connections: CONNECTIONS };
// Short rounds, several of them (medians); a miss is measured again in more and longer rounds.
const FIRST_SAMPLE = { warmup: 3, rounds: 3, duration: 2, connections: CONNECTIONS };
const SECOND_SAMPLE = { warmup: 2, rounds: 5, duration: 3, connections: CONNECTIONS };
const RATE = { rate: 200, seconds: 4, connections: CONNECTIONS };

/** What a read's ratios miss of the given bounds (empty when they hold). */
function missesOf(ratios, minOverFloor, maxGrowth) {
  const misses = ratios.api_over_floor
    .filter(({ ratio }) => ratio < minOverFloor)
    .map(({ memberships, ratio }) => `API / floor ${ratio.toFixed(2)} < ${minOverFloor} at ${memberships}`);
  if (ratios.api_p99_growth > maxGrowth) {
    misses.push(`API p99 growth ${ratios.api_p99_growth.toFixed(2)} > ${maxGrowth}`);
  }
  return misses;
}
const targetMisses = (ratios) => missesOf(ratios, MIN_API_OVER_FLOOR, MAX_P99_GROWTH);
const heldMisses = (ratios) =>
  missesOf(ratios, MIN_API_OVER_FLOOR, HELD.api_p99_growth[ratios.read] ?? MAX_P99_GROWTH);

/** What the API's p99 at the fixed rate misses, per size, of the target and of what is enforced. */
function rateMissesOf(rateRows) {
  const target = [];
  const enforced = [];
  for (const api of rateRows.filter((row) => row.server === 'api')) {
    const floor = rateRows.find((row) => row.server === 'floor' && row.memberships === api.memberships);
    const p99 = api.latency_ms.p99;
    if (p99 <= MAX_P99_AT_RATE_MS) continue;
    const floorP99 = floor.latency_ms.p99;
    const miss = `p99 at ${api.rate} req/s ${p99} ms > ${MAX_P99_AT_RATE_MS} ms at ${api.memberships} (floor ${floorP99} ms)`;
    target.push(miss);
    // A floor that misses 25 ms too says the machine is too busy to judge (not judged, printed).
    if (floorP99 <= MAX_P99_AT_RATE_MS && p99 > HELD.p99_at_rate_over_floor * floorP99) enforced.push(miss);
  }
  return { target, enforced };
}

async function measureReadAtRate(read) {
  const rows = [];
  for (const target of stack.targets) rows.push(...(await measureAtRate(target, read, RATE)));
  return rows;
}

const workDir = mkdtempSync(join(tmpdir(), 'keyclub-api-speed-'));
let stack = null;
process.once('SIGINT', () => {
  stopLoad();
  void stack?.stop().finally(() => process.exit(130));
});

async function main() {
  console.log(`Load average before (1, 5, 15 min): ${loadAverage()}`);
  stack = await startReadStack({ sizes: SIZES, workDir });
  await warmUp(stack.targets, READS, WARM_UP);
  const rows = [];
  const rateRows = [];
  const failures = [];
  const remeasured = [];
  const belowTarget = [];
  for (const read of READS) {
    let readRows = await measureRead(stack.targets, read, FIRST_SAMPLE);
    let ratios = ratiosOf(readRows);
    if (targetMisses(ratios).length > 0) {
      console.log(`${read.name}: ${targetMisses(ratios).join('; ')} — measuring it again in longer rounds`);
      readRows = await measureRead(stack.targets, read, SECOND_SAMPLE);
      ratios = ratiosOf(readRows);
      remeasured.push(
        `${read.name} (second sample: ${targetMisses(ratios).length ? 'missed again' : 'meets the target'})`,
      );
    }
    const misses = heldMisses(ratios);
    console.log(ratioLine(ratios));
    let readRateRows = await measureReadAtRate(read);
    let rateMisses = rateMissesOf(readRateRows);
    if (rateMisses.target.length > 0) {
      console.log(`${read.name}: ${rateMisses.target.join('; ')} — measuring it again`);
      readRateRows = await measureReadAtRate(read);
      rateMisses = rateMissesOf(readRateRows);
      remeasured.push(
        `${read.name} at ${RATE.rate} req/s (second sample: ${rateMisses.target.length ? 'missed again' : 'meets the target'})`,
      );
    }
    misses.push(...rateMisses.enforced);
    if (misses.length > 0) failures.push(`${read.name}: ${misses.join('; ')}`);
    const short = [...targetMisses(ratios), ...rateMisses.target];
    if (short.length > 0) belowTarget.push(`${read.name}: ${short.join('; ')}`);
    rows.push(...readRows);
    rateRows.push(...readRateRows);
  }
  console.log(
    `\nAPI and floor on PostgreSQL, ${CONNECTIONS} connections, medians of rotating rounds (first sample ${FIRST_SAMPLE.rounds} × ${FIRST_SAMPLE.duration} s, a re-measure ${SECOND_SAMPLE.rounds} × ${SECOND_SAMPLE.duration} s):`,
  );
  printRows(rows);
  for (const read of READS) console.log(ratioLine(ratiosOf(rows.filter((row) => row.read === read.name))));
  console.log(`\nThe floor and the API at ${RATE.rate} evenly spaced requests/s (${RATE.seconds} s):`);
  printRateRows(rateRows);
  console.log(`Load average after: ${loadAverage()}`);
  if (remeasured.length) console.log(`Measured twice: ${remeasured.join(', ')}`);
  const target = `throughput ≥ ${MIN_API_OVER_FLOOR} × the floor, p99 at 100k ≤ ${MAX_P99_GROWTH} × at 10k, p99 at ${RATE.rate} req/s ≤ ${MAX_P99_AT_RATE_MS} ms`;
  if (belowTarget.length) console.log(`\nBelow the target (${target}), held:\n${belowTarget.join('\n')}`);
  if (failures.length) {
    throw new Error(
      `API speed budget broken (throughput ≥ ${MIN_API_OVER_FLOOR} × the floor, p99 growth ≤ ${MAX_P99_GROWTH}, held for the title search at ${HELD.api_p99_growth['market-place title search']}; p99 at ${RATE.rate} req/s ≤ ${MAX_P99_AT_RATE_MS} ms, held at ≤ ${HELD.p99_at_rate_over_floor} × the floor's, judged when the floor holds ${MAX_P99_AT_RATE_MS} ms):\n${failures.join('\n')}`,
    );
  }
  console.log(
    belowTarget.length
      ? `API speed: every read within its held bounds; ${belowTarget.length} of ${READS.length} below the target.`
      : `API speed budget holds for all ${READS.length} reads (${target}).`,
  );
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error.message);
  console.error(`Service logs kept in ${workDir}`);
} finally {
  await stack?.stop();
  if (process.exitCode !== 1) rmSync(workDir, { recursive: true, force: true });
}
