// A planted slowdown for the API speed step's proof that a slower API fails it (issue 32): loaded
// into the bench's API processes only (bench/lib/read-stack.mjs adds `--import` of this file when
// BENCH_API_SLOWDOWN is set; no production code path reads the variable). BENCH_API_SLOWDOWN=0.3
// makes every request cost the API's event loop 30 % more: when a response has gone out, the loop
// spins for 0.3 × the time it was busy since the last spin (performance.eventLoopUtilization), so
// the API does 1.3 × its own work for the same answers while the floor and PostgreSQL do not change.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const factor = Number(process.env.BENCH_API_SLOWDOWN);
if (!(factor > 0)) throw new Error(`BENCH_API_SLOWDOWN must be a positive fraction, not ${factor}`);

let since = performance.eventLoopUtilization();
function spin() {
  const busyMs = performance.eventLoopUtilization(performance.eventLoopUtilization(), since).active;
  const until = performance.now() + factor * busyMs;
  while (performance.now() < until) {
    // the planted work
  }
  since = performance.eventLoopUtilization();
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithSlowdown(event, ...args) {
  if (event === 'request') args[1].once('finish', spin);
  return emit.call(this, event, ...args);
};
console.warn(
  `planted slowdown: every request costs the API ${Math.round(factor * 100)} % more (BENCH_API_SLOWDOWN)`,
);
