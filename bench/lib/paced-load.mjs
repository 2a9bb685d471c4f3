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
 * Loads every server of `servers` (`{ baseUrl, pathOf }`) at `rate` GET requests per second each,
 * evenly spaced and interleaved (server i's requests fall i/n of an interval after server 0's), so a
 * stall of the machine delays the requests of every server alike: `warmup` s unmeasured, then
 * `seconds` s. Answers per server, for the measured requests: how many per second were answered, the
 * p50 / p99 / max latency in ms (from each request's due time), the non-2xx answers and errors.
 */
export async function pacedLoad(servers, { rate, seconds, connections, warmup = 0 }) {
  const interval = 1000 / rate;
  const unmeasured = Math.round(rate * warmup);
  const total = unmeasured + Math.round(rate * seconds);
  const states = servers.map(({ baseUrl, pathOf }, index) => ({
    url: () => `${baseUrl}${pathOf()}`,
    offset: (index * interval) / servers.length,
    agent: new Agent({ keepAlive: true, maxSockets: connections }),
    latencies: [],
    non2xx: 0,
    errors: 0,
  }));
  const pending = [];
  const start = performance.now();
  for (let sent = 0; sent < total; sent += 1) {
    for (const state of states) {
      const due = start + sent * interval + state.offset;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const answered = get(state.agent, state.url());
      if (sent < unmeasured) continue;
      pending.push(
        answered.then((status) => {
          state.latencies.push(performance.now() - due);
          if (status === null) state.errors += 1;
          else if (status < 200 || status > 299) state.non2xx += 1;
        }),
      );
    }
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000 - warmup;
  return states.map((state) => {
    state.agent.destroy();
    return {
      requests_per_s: state.latencies.length / elapsed,
      latency_ms: latencySummary(state.latencies),
      non_2xx: state.non2xx,
      errors: state.errors,
    };
  });
}
