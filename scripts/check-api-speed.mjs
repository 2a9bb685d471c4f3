// The API's speed budget (issue 15, docs/performance.md), run by `npm test` when the machine has
// PostgreSQL: for each public read (bench/lib/read-stack.mjs READS) at 10k and 100k memberships,
//   - the API's requests/s ≥ 0.7 × the floor's (node:http + pg running the same SQL) at each size;
//   - the API's p99 at 100k ≤ 1.2 × its p99 at 10k.
// Until they hold robustly, npm test fails only past the held bounds (HELD below) and prints each miss of the target.
// Both are ratios of figures measured in the same rotating rounds, so the machine's load falls on
// both sides alike. A read that misses is measured once more, in longer rounds, and judged on that
// second sample alone (it says so). Also prints, without enforcing them, the API's p99 at a fixed
// 200 requests/s and its peak RSS under load. Same code as `pnpm bench:reads`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAverage, printRateRows, printRows, ratioLine, ratiosOf } from '../bench/lib/read-report.mjs';
import { measureAtRate, measureRead, stopLoad, warmUp } from '../bench/lib/read-rounds.mjs';
import { READS, startReadStack } from '../bench/lib/read-stack.mjs';

const MIN_API_OVER_FLOOR = 0.7;
const MAX_P99_GROWTH = 1.2;
// Not met robustly yet (issue 15 open; docs/performance.md): on a quiet machine every read's
// throughput held 0.70–1.03 of the floor's, but at load 13 the detail fell to 0.41 (the API and the
// floor are loaded at different moments), and p99 growth 10k → 100k measured 1.08–1.35 quiet (the
// title search counts ten times the matches at 100k) and up to 1.7 under load. Until the targets hold
// under load, npm test fails only below these held bounds, so a read cannot get much worse, and
// prints every miss of the target. The bundle check's OVER_BUDGET is the same kind of table.
const HELD = {
  api_over_floor: 0.5,
  api_p99_growth: { default: 1.6, 'market-place title search': 1.8 },
};

const SIZES = [10_000, 100_000];
const CONNECTIONS = 10;
// Every server warmed up with every read first, then each read again just before its rounds.
const WARM_UP = { seconds: 2, connections: CONNECTIONS };
// Short rounds, several of them (medians); a miss is measured again in more and longer rounds.
const FIRST_SAMPLE = { warmup: 3, rounds: 3, duration: 2, connections: CONNECTIONS };
const SECOND_SAMPLE = { warmup: 2, rounds: 5, duration: 3, connections: CONNECTIONS };
const RATE = { rate: 200, duration: 3, connections: CONNECTIONS };

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
  missesOf(ratios, HELD.api_over_floor, HELD.api_p99_growth[ratios.read] ?? HELD.api_p99_growth.default);

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
    let misses = heldMisses(ratios);
    if (misses.length > 0) {
      console.log(`${read.name}: ${misses.join('; ')} — measuring it again in longer rounds`);
      readRows = await measureRead(stack.targets, read, SECOND_SAMPLE);
      ratios = ratiosOf(readRows);
      misses = heldMisses(ratios);
      remeasured.push(`${read.name} (second sample: ${misses.length ? 'missed again' : 'holds'})`);
    }
    console.log(ratioLine(ratios));
    if (misses.length > 0) failures.push(`${read.name}: ${misses.join('; ')}`);
    const short = targetMisses(ratios);
    if (short.length > 0) belowTarget.push(`${read.name}: ${short.join('; ')}`);
    rows.push(...readRows);
    for (const target of stack.targets) rateRows.push(await measureAtRate(target, read, RATE));
  }
  console.log(
    `\nAPI and floor on PostgreSQL, ${CONNECTIONS} connections, medians of rotating rounds (first sample ${FIRST_SAMPLE.rounds} × ${FIRST_SAMPLE.duration} s, a re-measure ${SECOND_SAMPLE.rounds} × ${SECOND_SAMPLE.duration} s):`,
  );
  printRows(rows);
  for (const read of READS) console.log(ratioLine(ratiosOf(rows.filter((row) => row.read === read.name))));
  console.log(`\nNot enforced: the API at a fixed ${RATE.rate} requests/s (${RATE.duration} s):`);
  printRateRows(rateRows);
  console.log(`Load average after: ${loadAverage()}`);
  if (remeasured.length) console.log(`Measured twice: ${remeasured.join(', ')}`);
  const target = `throughput ≥ ${MIN_API_OVER_FLOOR} × the floor, p99 at 100k ≤ ${MAX_P99_GROWTH} × at 10k`;
  if (belowTarget.length) console.log(`\nBelow the target (${target}), held:\n${belowTarget.join('\n')}`);
  if (failures.length) {
    throw new Error(
      `API speed budget broken (held: throughput ≥ ${HELD.api_over_floor} × the floor, p99 growth ≤ ${HELD.api_p99_growth.default}, title search ${HELD.api_p99_growth['market-place title search']}):\n${failures.join('\n')}`,
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
