// How fast the machine ran a fixed piece of work during a round (scripts/check-api-speed.mjs prints it
// beside the floor's rounds): a child process runs the same arithmetic (~0.5 ms) every 50 ms and times
// it in its own CPU time; a round's figure is the median. A floor round whose CPU per request rose
// while the probe held did more work a request itself (GC, the JIT, less batching at a lower rate,
// caches other processes evicted: the loop is too small to see those); the probe rising too means
// the vCPU itself ran slower (this machine is a KVM guest). At load 46-50 it held 442-496 µs while
// the floor's CPU per request moved 0.26-1.11 ms (docs/performance.md, "Judged only on a steady floor").
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const EVERY_MS = 50;
const ITERATIONS = 200_000;

/** The fixed work: about half a millisecond of arithmetic on this machine when it is quiet. */
export function probeWork() {
  let sum = 0;
  for (let i = 0; i < ITERATIONS; i += 1) sum += Math.sqrt(i) * 1.0000001;
  return sum;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1] : null;
};

function runChild() {
  let samples = [];
  const timer = setInterval(() => {
    const before = process.cpuUsage();
    probeWork();
    const { user, system } = process.cpuUsage(before);
    samples.push(user + system);
  }, EVERY_MS);
  process.on('message', (message) => {
    if (message === 'read') process.send({ cpuUs: median(samples), samples: samples.length });
    samples = [];
  });
  process.on('disconnect', () => clearInterval(timer));
}

if (process.argv[2] === '--probe-child') runChild();

/**
 * Starts the probe. `read()` answers the median CPU µs of the work since the previous read (`cpuUs`,
 * null when no sample fell in that span) and how many samples, and starts a new span; `stop()` ends
 * the child.
 */
export function startCpuSpeedProbe() {
  const child = fork(fileURLToPath(import.meta.url), ['--probe-child'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    read: () =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send('read');
      }),
    stop: () => child.connected && child.disconnect(),
  };
}
