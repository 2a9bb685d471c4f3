// When a speed budget can be judged (issue 32; docs/performance.md, "Judged only on a steady
// floor"). The budgets compare the app with a floor measured in the same rounds, which is fair only
// while the machine gives every round about the same: the floor's own rounds say whether it did. The
// floor's spread is (max − min) / median of its per-round figures; a sample whose floor spread is over
// the step's limit is measured again, and if the floor still spreads the budget is not judged (a
// busy machine, not a miss). A miss on a steady floor is measured again too, as before; what
// stays red is a real miss.

/** The exit code of a speed step whose budget was not judged (automake's "skipped"). */
export const NOT_JUDGED_EXIT_CODE = 77;

const median = (values) => {
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

/** The widest spread of several floors (one per size or per page), each its per-round figures. */
export const widestSpread = (series) => Math.max(...series.map(spreadOf));

/**
 * What to do with a sample: `misses` are the targets it missed, `floorSpread` the widest spread of
 * its floor, `lastSample` whether it is already the second. Answers 'held', 'missed', 'not judged'
 * or 'measure again' (a first sample that missed or whose floor spread past `maxSpread`).
 */
export function judgeSample({ misses, floorSpread, maxSpread, lastSample }) {
  const steady = floorSpread <= maxSpread;
  if (!lastSample && (!steady || misses.length > 0)) return 'measure again';
  if (!steady) return 'not judged';
  return misses.length > 0 ? 'missed' : 'held';
}

/** A step's verdict from its parts' ('held', 'missed', 'not judged'): any miss fails it. */
export function stepVerdict(verdicts) {
  if (verdicts.includes('missed')) return 'missed';
  return verdicts.includes('not judged') ? 'not judged' : 'held';
}

/** The step's exit code for its verdict. */
export const exitCodeOf = (verdict) => ({ held: 0, missed: 1, 'not judged': NOT_JUDGED_EXIT_CODE })[verdict];
