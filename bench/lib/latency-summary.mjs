// Latency percentiles at a tenth of a millisecond, from every request's own time. autocannon's
// histogram keeps whole milliseconds: a read answered in ~5 ms then moves its p99 in 20 % steps,
// as coarse as the 1.2 × growth budget it is judged by.
const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
const tenths = (value) => Math.round(value * 10) / 10;

/** p50 / p99 / max in ms of `latencies` (ms, any order; sorted in place). */
export function latencySummary(latencies) {
  if (latencies.length === 0) return { p50: null, p99: null, max: null };
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: tenths(percentile(sorted, 0.5)),
    p99: tenths(percentile(sorted, 0.99)),
    max: tenths(sorted.at(-1)),
  };
}
