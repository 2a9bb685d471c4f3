// When more rounds cannot change a sample's verdict (scripts/check-api-speed.mjs). A target is
// judged on the median of its per-round ratios over an odd number of rounds; that median meets the
// target exactly when a majority of the rounds do. So once a majority of the planned rounds met a
// target (or missed it), the rounds left cannot change its side: measuring them only costs time.

/** The rounds, of `total` planned (odd), that decide a median's side. */
export function majorityOf(total) {
  if (!Number.isInteger(total) || total % 2 === 0) throw new Error(`an odd number of rounds, not ${total}`);
  return (total + 1) / 2;
}

/**
 * Whether every target's median is decided: `passes` holds, per target, whether each round so far
 * met it; `total` is the rounds planned. A target is decided once a majority of `total` rounds met
 * it or a majority missed it.
 */
export function medianDecided(passes, total) {
  const majority = majorityOf(total);
  return passes.every((rounds) => {
    const met = rounds.filter(Boolean).length;
    return met >= majority || rounds.length - met >= majority;
  });
}

/**
 * Whether every target of a last sample is decided, where a miss counts only when every round missed
 * (scripts/check-api-speed.mjs): a target is decided once a majority of `total` rounds met it (held),
 * once one round met it and a majority missed (the rounds disagree: not judged), or when every planned
 * round missed it.
 */
export function agreedMissDecided(passes, total) {
  const majority = majorityOf(total);
  return passes.every((rounds) => {
    const met = rounds.filter(Boolean).length;
    const missed = rounds.length - met;
    return met >= majority || (met >= 1 && missed >= majority) || missed === total;
  });
}

/**
 * Whether a last sample is decided target by target, each on its own floor figure (the API step:
 * throughput on the floor's requests/s, the growth on its p99): `targets` holds, per target, its
 * rounds' passes, whether its floor figure is steady so far and whether it is surely past its limit
 * (floor-spread.mjs spreadSurelyPast). A target is decided once its floor is surely past (not
 * judged, whatever the rounds left read), or on a steady floor by agreedMissDecided.
 */
export const lastSampleDecided = (targets, total) =>
  targets.every(
    ({ passes, steady, surelyPast }) => surelyPast || (steady && agreedMissDecided([passes], total)),
  );

/**
 * Where the median of `total` (odd) figures can still end up, `known` of them measured: `[low,
 * high]`, ±Infinity while too few are known to bound it (bench/page-speed.mjs ends a sample once
 * these bounds put every budget on one side).
 */
export function medianRange(known, total) {
  const middle = majorityOf(total) - 1;
  const unknown = total - known.length;
  if (unknown < 0) throw new Error(`${known.length} figures of ${total} planned`);
  const sorted = [...known].sort((a, b) => a - b);
  return [sorted[middle - unknown] ?? Number.NEGATIVE_INFINITY, sorted[middle] ?? Number.POSITIVE_INFINITY];
}

/**
 * Whether the page step's budgets are decided (bench/page-speed.mjs): runs so far of the floor app
 * (`floorScores`) and of each page (`pages`: `{ scores, cls }`), `total` planned. The score budget is
 * the page's median over the floor's ≥ `scoreOfFloor`: decided held when the page's lowest possible
 * median over the floor's highest meets it, decided missed when the highest over the lowest does
 * not. CLS ≤ `maxCls` alike; with `maxLcpOfFloor`, the largest paint's median over the floor's
 * (`floorLcps`, each page's `lcps`) ≤ it alike, lower being better. (Whether the floor was steady is
 * the caller's to ask.)
 */
export function pageBudgetsDecided({
  floorScores,
  floorLcps,
  pages,
  total,
  scoreOfFloor,
  maxCls,
  maxLcpOfFloor,
}) {
  const [floorLow, floorHigh] = medianRange(floorScores, total);
  const lcpDecided = (lcps) => {
    if (maxLcpOfFloor === undefined) return true;
    const [floorLcpLow, floorLcpHigh] = medianRange(floorLcps, total);
    const [lcpLow, lcpHigh] = medianRange(lcps, total);
    return lcpHigh / floorLcpLow <= maxLcpOfFloor || lcpLow / floorLcpHigh > maxLcpOfFloor;
  };
  return pages.every(({ scores, cls, lcps }) => {
    const [low, high] = medianRange(scores, total);
    const [clsLow, clsHigh] = medianRange(cls, total);
    const scoreDecided = low / floorHigh >= scoreOfFloor || high / floorLow < scoreOfFloor;
    return scoreDecided && (clsHigh <= maxCls || clsLow > maxCls) && lcpDecided(lcps);
  });
}
