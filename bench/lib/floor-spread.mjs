// When a speed budget can be judged (issue 32; docs/performance.md, "Judged only on a steady
// floor"). The budgets compare the app with a floor measured in the same rounds, which is fair only
// while the machine gives every round about the same: the floor's own rounds say whether it did. The
// floor's spread is (max − min) / median of its per-round figures (requests/s, p99, a Lighthouse
// score…); a sample whose floor spread past the step's limits is measured again, and if the floor
// still spreads the budget is not judged (a busy machine, not a miss). A miss on a steady floor is
// measured again too, as before; what stays red is a real miss.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { medianRange } from './median-decided.mjs';

/** The exit code of a speed step whose budget was not judged (automake's "skipped"). */
export const NOT_JUDGED_EXIT_CODE = 77;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** (max − min) / median of one floor's per-round figures: 0 when they agree. */
export function spreadOf(values) {
  if (values.length === 0) throw new Error('a spread needs at least one figure');
  const middle = median(values);
  if (middle <= 0) return Number.POSITIVE_INFINITY;
  return (Math.max(...values) - Math.min(...values)) / middle;
}

/**
 * Whether a floor's spread is past `limit` whatever its remaining rounds read: `known` per-round
 * figures of `total` planned. The rounds left can only widen max − min, and the final median is at
 * most the highest it can still reach (medianRange), so (max − min) / that median bounds the final
 * spread from below. A sample whose floor is surely past a limit can stop: it will not be judged on
 * that figure (bench/lib/median-decided.mjs stops one that is decided the other way).
 */
export function spreadSurelyPast(known, total, limit) {
  if (known.length === 0) return false;
  const [, highestMedian] = medianRange(known, total);
  if (!Number.isFinite(highestMedian)) return false;
  if (highestMedian <= 0) return true;
  return (Math.max(...known) - Math.min(...known)) / highestMedian > limit;
}

/**
 * How steady the floor was: for each figure (`series`: its name → one list of per-round figures per
 * floor, e.g. per size), the widest spread over the floors, whether each figure stayed within its
 * limit (`limits`: name → the widest spread judged; `steadyBy`) and whether all did (`steady`).
 * `text` says it, figure by figure.
 */
export function floorSteadiness(series, limits) {
  const figures = Object.entries(series).map(([name, floors]) => {
    const spread = Math.max(...floors.map(spreadOf));
    return { name, spread, limit: limits[name], steady: spread <= limits[name] };
  });
  return {
    spreads: Object.fromEntries(figures.map(({ name, spread }) => [name, spread])),
    steadyBy: Object.fromEntries(figures.map(({ name, steady }) => [name, steady])),
    steady: figures.every((figure) => figure.steady),
    text: `the floor's spread ${figures
      .map(({ name, spread, limit, steady }) => `${name} ${spread.toFixed(3)} ${steady ? '≤' : '>'} ${limit}`)
      .join(', ')}`,
  };
}

/**
 * Whether the machine gave each server the same share of a core in every round (`shares`: one list of
 * per-round shares per server, e.g. the API and the floor at each size; null where /proc could not
 * say): every round at least `minShare`, and each server's shares spread ((max − min) / median) within
 * `maxSpread`. Under a saturating load a floor that got its share but served fewer requests spent more
 * CPU a request itself (JIT, GC, batching): the floor's own noise, which the rounds' medians are for,
 * not a busy machine (scripts/check-api-speed.mjs; docs/performance.md, "Judged only on a steady
 * floor").
 */
export function shareHeld(shares, { minShare, maxSpread }) {
  return shares.every(
    (rounds) =>
      rounds.length > 0 &&
      rounds.every((share) => typeof share === 'number' && share >= minShare) &&
      spreadOf(rounds) <= maxSpread,
  );
}

/**
 * What to do with a sample: `misses` are the targets it missed, `steady` whether its floor stayed
 * within the limits, `lastSample` whether it is already the second, `agreed` whether its rounds
 * agreed on the misses (a step that judges per-round ratios: every round missed; the default for a
 * step that does not ask). Answers 'held', 'missed', 'not judged', or 'measure again' (a first
 * sample that missed or whose floor spread). A second sample whose median missed while some of its
 * rounds met the target is not judged: the target sits inside the machine's noise.
 */
export function judgeSample({ misses, steady, lastSample, agreed = true }) {
  if (!lastSample && (!steady || misses.length > 0)) return 'measure again';
  if (!steady) return 'not judged';
  if (misses.length === 0) return 'held';
  return agreed ? 'missed' : 'not judged';
}

/** A step's verdict from its parts' ('held', 'missed', 'not judged'): any miss fails it. */
export function stepVerdict(verdicts) {
  if (verdicts.includes('missed')) return 'missed';
  return verdicts.includes('not judged') ? 'not judged' : 'held';
}

/** The step's exit code for its verdict. */
export const exitCodeOf = (verdict) => ({ held: 0, missed: 1, 'not judged': NOT_JUDGED_EXIT_CODE })[verdict];

/** Where a speed step leaves its verdict lines, for `npm test` to repeat at the end of its output. */
export const STEP_SUMMARY_DIR = join(dirname(fileURLToPath(import.meta.url)), '../.reports');

/** Writes a speed step's verdict lines (STEP_SUMMARY_DIR/<step>.txt). */
export function writeStepSummary(step, lines) {
  mkdirSync(STEP_SUMMARY_DIR, { recursive: true });
  writeFileSync(join(STEP_SUMMARY_DIR, `${step}.txt`), `${lines.join('\n')}\n`);
}
