// A planted slowdown for the API speed step's proof that a slower API fails it (issue 32): loaded
// into the bench's API processes only (bench/lib/read-stack.mjs adds `--import` of this file when
// BENCH_API_SLOWDOWN is set; no production code path reads the variable). BENCH_API_SLOWDOWN=0.3
// makes every request cost the API 30 % more CPU: when a response has gone out, the process spins
// until it has used 0.3 × the CPU it used since the last spin (process.cpuUsage, so a busy machine
// that stretches the spin's wall time does not change its cost), while the floor and PostgreSQL
// do not change.
import http from 'node:http';

const factor = Number(process.env.BENCH_API_SLOWDOWN);
if (!(factor > 0)) throw new Error(`BENCH_API_SLOWDOWN must be a positive fraction, not ${factor}`);

const microseconds = ({ user, system }) => user + system;
// From the first request on: counted from the preload, the first request's spin would owe 0.3 × the
// API's whole start (tsx compiling it, the migrations), seconds of CPU, and the step's warm-up met
// an API answering nothing for 20 s (the run of 2026-11-30 at load 30).
let since = null;
function spin() {
  const owed = factor * microseconds(process.cpuUsage(since));
  const start = process.cpuUsage();
  // The planted work, asking for the CPU used every ~1,000 square roots (each ask allocates).
  let sink = 0;
  while (microseconds(process.cpuUsage(start)) < owed) {
    for (let i = 0; i < 1000; i += 1) sink += Math.sqrt(i);
  }
  since = process.cpuUsage();
  return sink;
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithSlowdown(event, ...args) {
  if (event === 'request') {
    since ??= process.cpuUsage();
    args[1].once('finish', spin);
  }
  return emit.call(this, event, ...args);
};
console.warn(
  `planted slowdown: every request costs the API ${Math.round(factor * 100)} % more CPU (BENCH_API_SLOWDOWN)`,
);
