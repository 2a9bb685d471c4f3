// A fixed request rate, as users arrive: one request every 1/rate s, evenly spaced, whether or not
// the earlier ones have answered (an open loop), over up to `connections` keep-alive sockets. Each
// latency is counted from the moment its request was due, not from when a socket was free, so a
// server that falls behind is charged for the queue it causes.
// autocannon's `overallRate` is not this: each connection sends its share of a second back to back
// at the start of the second and then waits (autocannon 9, lib/httpClient.js `reqsMadeThisSecond`),
// so its p99 at "200 requests/s" is the p99 of 10 connections in full burst.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { latencySummary } from './latency-summary.mjs';

function get(agent, url) {
  return new Promise((resolve) => {
    const req = request(url, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
    });
    req.on('error', () => resolve(null));
    req.end();
  });
}

/** How many of `planned` latencies must pass a bound for their p99 (latency-summary.mjs) to pass it. */
export const lateForP99Past = (planned) => planned - Math.ceil(0.99 * planned) + 1;

/**
 * Loads one server (`{ baseUrl, pathOf }`) at `rate` GET requests per second, evenly spaced:
 * `warmup` s unmeasured, then `seconds` s. Answers, for the measured requests: how many per second
 * were answered, the p50 / p99 / max latency in ms (from each request's due time), the non-2xx
 * answers and errors, and the p99 of how late this process sent them (`sent_late_p99_ms`: the part
 * of a p99 that is the load generator's own stall, which every latency counted from its due time
 * carries). With `giveUpAboveMs`, the run stops (the requests still out abandoned) as soon
 * as enough measured requests were answered that late, or are still out that long after they were
 * due, that the whole run's p99 is past it whatever the rest would read (lateForP99Past): a server
 * seconds behind the rate on a busy machine otherwise holds the step for its whole queue. Such a
 * run answers `gave_up: true` and `latency_ms.p99` = `giveUpAboveMs`, a lower bound.
 */
export async function pacedLoad(
  { baseUrl, pathOf },
  { rate, seconds, connections, warmup = 0, giveUpAboveMs = Number.POSITIVE_INFINITY },
) {
  const interval = 1000 / rate;
  const unmeasured = Math.round(rate * warmup);
  const measured = Math.round(rate * seconds);
  const total = unmeasured + measured;
  const lateLimit = lateForP99Past(measured);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  // How late this process sent each measured request (a timer or a GC pause here, not the server's).
  const sentLate = [];
  let non2xx = 0;
  let errors = 0;
  let answeredLate = 0;
  let gaveUp = false;
  // Due times of the measured requests still out, in the order sent (a request leaves as it is answered).
  const out = new Map();
  let nextId = 0;
  const stillOutLate = (now) => {
    let late = 0;
    for (const due of out.values()) {
      if (now - due <= giveUpAboveMs) break;
      late += 1;
    }
    return late;
  };
  const pastP99 = () => answeredLate + stillOutLate(performance.now()) >= lateLimit;
  const pending = [];
  const start = performance.now();
  for (let sent = 0; sent < total && !gaveUp; sent += 1) {
    const due = start + sent * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (pastP99()) {
      gaveUp = true;
      break;
    }
    const answered = get(agent, `${baseUrl}${pathOf()}`);
    if (sent < unmeasured) continue;
    sentLate.push(performance.now() - due);
    const id = nextId++;
    out.set(id, due);
    pending.push(
      answered.then((status) => {
        if (gaveUp) return;
        out.delete(id);
        const latency = performance.now() - due;
        latencies.push(latency);
        if (latency > giveUpAboveMs) answeredLate += 1;
        if (status === null) errors += 1;
        else if (status < 200 || status > 299) non2xx += 1;
      }),
    );
  }
  // The queue the server is behind drains here; give up on it too once the p99 is past the bound.
  const drained = Promise.all(pending);
  while (!gaveUp && out.size > 0) {
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 20))]);
    if (out.size > 0 && pastP99()) gaveUp = true;
  }
  const elapsed = (performance.now() - start) / 1000 - warmup;
  agent.destroy();
  const summary = latencySummary(latencies);
  return {
    requests_per_s: latencies.length / elapsed,
    latency_ms: gaveUp ? { ...summary, p99: giveUpAboveMs } : summary,
    non_2xx: non2xx,
    errors,
    sent_late_p99_ms: latencySummary(sentLate).p99,
    ...(gaveUp && { gave_up: true }),
  };
}
