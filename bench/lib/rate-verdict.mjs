// The API step's p99 at a fixed rate (scripts/check-api-speed.mjs, docs/performance.md): the target
// is `maxMs`, or `overFloor` × the floor's p99 where the machine is too slow for `maxMs` to leave the
// API that margin over the floor. The limit is never below `maxMs`, so an API p99 within `maxMs`
// holds whatever the floor would read: the floor is loaded (before and after the API) only when the
// API's p99 passed `maxMs`, and a miss is judged only where the floor held `maxMs` and still.
import { spreadOf } from './floor-spread.mjs';

/** Whether an API p99 at the rate needs the floor's runs to be judged (it passed `maxMs`). */
export const needsFloorAtRate = (apiP99, { maxMs }) => apiP99 > maxMs;

/**
 * What the API's p99 at the rate misses, per size, from rows of one read (`server` 'api' or
 * 'floor', `memberships`, `rate`, `latency_ms.p99`). A size whose API row has no floor rows must be
 * within `maxMs` (needsFloorAtRate). Answers `judged` (the floor held `maxMs` and its p99s spread
 * ≤ `maxFloorSpread`), `notJudged` and `any`.
 */
export function rateMissesOf(rateRows, { maxMs, overFloor, maxFloorSpread }) {
  const judged = [];
  const notJudged = [];
  for (const api of rateRows.filter((row) => row.server === 'api')) {
    const p99 = api.latency_ms.p99;
    if (!needsFloorAtRate(p99, { maxMs })) continue;
    const floorP99s = rateRows
      .filter((row) => row.server === 'floor' && row.memberships === api.memberships)
      .map((row) => row.latency_ms.p99);
    if (floorP99s.length === 0)
      throw new Error(`the API's p99 at ${api.memberships} passed ${maxMs} ms with no floor run beside it`);
    const floorP99 = Math.max(...floorP99s);
    const limit = Math.max(maxMs, overFloor * floorP99);
    // A run that gave up (bench/lib/paced-load.mjs) has a p99 of at least its figure: under the
    // limit it says nothing, so it is not judged. A floor's lower bound only lowers the limit.
    if (api.gave_up && p99 <= limit) {
      notJudged.push(
        `p99 at ${api.rate} req/s past ${p99} ms at ${api.memberships} (gave up), the limit ${limit.toFixed(1)} ms (floor ${floorP99s.join(' and ')} ms)`,
      );
      continue;
    }
    if (p99 <= limit) continue;
    const floorSpread = spreadOf(floorP99s);
    const floorHeld = floorP99 <= maxMs && floorSpread <= maxFloorSpread;
    const miss = `p99 at ${api.rate} req/s ${api.gave_up ? '≥ ' : ''}${p99} ms > ${limit.toFixed(1)} ms at ${api.memberships} (floor before and after ${floorP99s.join(' and ')} ms, spread ${floorSpread.toFixed(3)})`;
    (floorHeld ? judged : notJudged).push(miss);
  }
  return { judged, notJudged, any: judged.length + notJudged.length > 0 };
}
