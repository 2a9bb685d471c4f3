// The figures of the public-read measurements (bench/lib/read-rounds.mjs) as ratios and tables,
// shared by bench/read-scale.mjs and scripts/check-api-speed.mjs.
import { loadavg } from 'node:os';
import { median } from './floor-spread.mjs';

/**
 * The median over rounds of `top`'s figure over `bottom`'s in the same round. Servers loaded in
 * the same round ran seconds apart, so a load that came and went falls on both sides of each
 * ratio; a ratio of medians taken over different rounds let it fall on one side only.
 */
export const pairedRatio = (top, bottom, pick) => median(roundRatios(top, bottom, pick));

/** `top`'s figure over `bottom`'s, round by round. */
export function roundRatios(top, bottom, pick) {
  const rounds = Math.min(top.rounds.length, bottom.rounds.length);
  if (rounds === 0) throw new Error('a paired ratio needs at least one round of each');
  return Array.from({ length: rounds }, (_, round) => pick(top.rounds[round]) / pick(bottom.rounds[round]));
}

/**
 * A read's per-round ratios from its rows (one per size and server, each with its rounds): the API's
 * requests/s over the floor's at each size, and the API's (and the floor's) p99 at the largest size
 * over the one at the smallest, one figure per round.
 */
export function roundRatiosOf(rows) {
  const sizes = [...new Set(rows.map((row) => row.memberships))].sort((a, b) => a - b);
  const find = (count, server) => rows.find((row) => row.memberships === count && row.server === server);
  const requestsPerS = (round) => round.requests_per_s;
  const p99 = (round) => round.latency_ms.p99;
  const growth = (server) => roundRatios(find(sizes.at(-1), server), find(sizes[0], server), p99);
  return {
    read: rows[0].read,
    api_over_floor: sizes.map((count) => ({
      memberships: count,
      ratios: roundRatios(find(count, 'api'), find(count, 'floor'), requestsPerS),
    })),
    api_p99_growth: growth('api'),
    floor_p99_growth: growth('floor'),
    sizes,
  };
}

/** A read's ratios (roundRatiosOf), each the median of its per-round ratios. */
export function ratiosOf(rows) {
  const perRound = roundRatiosOf(rows);
  return {
    ...perRound,
    api_over_floor: perRound.api_over_floor.map(({ memberships, ratios }) => ({
      memberships,
      ratio: median(ratios),
    })),
    api_p99_growth: median(perRound.api_p99_growth),
    floor_p99_growth: median(perRound.floor_p99_growth),
  };
}

const thousands = (count) => (count % 1000 === 0 ? `${count / 1000}k` : String(count));

/** The table of rows: requests/s, p50 and p99 (medians of the rounds), errors, the API's peak RSS. */
export function printRows(rows) {
  console.table(
    rows.map((row) => ({
      read: row.read,
      size: thousands(row.memberships),
      server: row.server,
      'req/s': Math.round(row.requests_per_s),
      'p50 ms': row.latency_ms.p50,
      'p99 ms': row.latency_ms.p99,
      'non-2xx': row.non_2xx,
      errors: row.errors,
      'RSS MiB': row.peak_rss_mib ?? '',
    })),
  );
}

/** One line per read: its API/floor ratio at each size and the p99 growth. */
export function ratioLine({ read, api_over_floor, api_p99_growth, floor_p99_growth, sizes }) {
  const ratios = api_over_floor.map(
    ({ memberships, ratio }) => `${thousands(memberships)} ${ratio.toFixed(2)}`,
  );
  return `${read}: API / floor req/s ${ratios.join(', ')}; API p99 ${thousands(sizes.at(-1))} / ${thousands(sizes[0])} ${api_p99_growth.toFixed(2)} (the floor's ${floor_p99_growth.toFixed(2)})`;
}

/** The fixed-rate figures: each server's rate held and p50 / p99 / max at the offered rate. */
export function printRateRows(rateRows) {
  console.table(
    rateRows.map((row) => ({
      read: row.read,
      size: thousands(row.memberships),
      server: row.run ? `${row.server} (${row.run})` : row.server,
      'offered req/s': row.rate,
      'held req/s': Math.round(row.requests_per_s),
      'p50 ms': row.latency_ms.p50,
      // A run that gave up (bench/lib/paced-load.mjs): its p99 is at least the bound.
      'p99 ms': row.gave_up ? `≥ ${row.latency_ms.p99} (gave up)` : row.latency_ms.p99,
      'max ms': row.latency_ms.max,
      // The load generator's own lateness (bench/lib/paced-load.mjs): what of the p99 is not the server's.
      'sent late p99 ms': row.sent_late_p99_ms,
      'non-2xx': row.non_2xx,
      errors: row.errors,
    })),
  );
}

export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
