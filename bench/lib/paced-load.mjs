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

/**
 * Loads one server (`{ baseUrl, pathOf }`) at `rate` GET requests per second, evenly spaced:
 * `warmup` s unmeasured, then `seconds` s. Answers, for the measured requests: how many per second
 * were answered, the p50 / p99 / max latency in ms (from each request's due time), the non-2xx
 * answers and errors.
 */
export async function pacedLoad({ baseUrl, pathOf }, { rate, seconds, connections, warmup = 0 }) {
  const interval = 1000 / rate;
  const unmeasured = Math.round(rate * warmup);
  const total = unmeasured + Math.round(rate * seconds);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const pending = [];
  const start = performance.now();
  for (let sent = 0; sent < total; sent += 1) {
    const due = start + sent * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const answered = get(agent, `${baseUrl}${pathOf()}`);
    if (sent < unmeasured) continue;
    pending.push(
      answered.then((status) => {
        latencies.push(performance.now() - due);
        if (status === null) errors += 1;
        else if (status < 200 || status > 299) non2xx += 1;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000 - warmup;
  agent.destroy();
  return {
    requests_per_s: latencies.length / elapsed,
    latency_ms: latencySummary(latencies),
    non_2xx: non2xx,
    errors,
  };
}
