// Loading the public reads (bench/lib/read-stack.mjs) with autocannon, shared by bench/read-scale.mjs
// and scripts/check-api-speed.mjs: for one read, every server of every size is checked, warmed up,
// then loaded in rounds — same connections and duration, the order rotating each round — so a change
// in the shared machine's load falls on all of them alike. A server's figures are the medians of
// its rounds.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuTicks, TICK_MS } from '../../scripts/lib/process-cpu.mjs';
import { median } from './floor-spread.mjs';
import { latencySummary } from './latency-summary.mjs';
import { foreignCores, machineBusyTicks } from './machine-cpu.mjs';
import { pacedLoad } from './paced-load.mjs';
import { warmUpSettled } from './warm-up-settled.mjs';

let running = null;
/** Stops the load in progress (on Ctrl-C). */
export const stopLoad = () => running?.stop();

/** autocannon's result, and every 2xx answer's latency in ms (autocannon's own are whole ms). */
async function load(baseUrl, read, target, { duration, connections }) {
  const latencies = [];
  running = autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: read.path(target) }) }],
  });
  running.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await running;
  running = null;
  return { result, latencies };
}

const roundOf = ({ result, latencies }) => ({
  requests: result.requests.total,
  requests_per_s: result.requests.average,
  latency_ms: latencySummary(latencies),
  non_2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/** The resident memory of a process in MiB (Linux), or null where /proc is not there. */
function rssMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** The highest RSS of `pid` while `work` runs, sampled every 250 ms. */
async function peakRss(pid, work) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    const now = rssMiB(pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 250);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The ids a read answered: the API's token or tokens, or the floor's row or rows (arrays whose
 * first column is the token's id).
 */
const idsOf = ({ data }) => {
  const items = Array.isArray(data) && (data.length === 0 || typeof data[0] === 'object') ? data : [data];
  return items.map((item) => (Array.isArray(item) ? item[0] : item.id));
};

/**
 * Both servers of a size answer the read with 200 and the same tokens (so the floor runs the read
 * the API runs), and a list lists something (or the seed is not what the read needs).
 */
async function checkAnswers(read, target) {
  const path = read.path(target);
  const answers = [];
  for (const server of ['api', 'floor']) {
    const response = await fetch(`${target[server]}${path}`);
    if (response.status !== 200) throw new Error(`${server} answered ${response.status} to ${path}`);
    answers.push(idsOf(await response.json()));
  }
  // The floor answers a page's token rows in the database's order; the API puts them in the page's.
  const [api, floor] = answers.map((ids) => JSON.stringify([...ids].sort((a, b) => a - b)));
  if (api !== floor) throw new Error(`${path}: the API answered tokens ${api}, the floor ${floor}`);
  if (answers[0].length === 0) throw new Error(`${path} listed nothing at ${target.count}`);
}

/**
 * Every server loaded with every read for `seconds` before any is measured: the code paths the
 * reads share (HTTP, pg, drizzle, the token mapping) are compiled by the JIT by then. Measured
 * without it, the first read met a half-warm API (GET /tokens/{id}: 380 → 500 → 950 → 1,500 req/s
 * over its first four 4 s rounds, against the floor's steady ~1,450).
 */
export async function warmUp(targets, reads, { seconds, connections }) {
  for (const read of reads) {
    for (const target of targets) {
      for (const server of ['api', 'floor']) {
        await load(target[server], read, target, { duration: seconds, connections });
      }
    }
  }
}

/** CPU ms a request from a process's ticks before and after a load, or null where /proc could not say. */
const cpuMsPerRequest = (before, after, requests) =>
  before === null || after === null || requests === 0 ? null : ((after - before) * TICK_MS) / requests;

/**
 * The share of a core a process used over `wallMs` (its CPU ms over the wall ms), or null where /proc
 * could not say: under a saturating load, how much of the machine it got (scripts/check-api-speed.mjs
 * judges a floor whose requests/s moved while this held).
 */
const cpuShare = (before, after, wallMs) =>
  before === null || after === null || wallMs <= 0 ? null : ((after - before) * TICK_MS) / wallMs;

/**
 * Every server warmed up until its CPU per request settled (bench/lib/warm-up-settled.mjs), up to
 * `maxSeconds` each: loaded in chunks of `chunkSeconds` with every read in turn, so the code paths
 * the reads share and each read's own are compiled together (a fixed warm-up of 5 s per read and
 * server took 100 s). Answers, per size and server, the seconds it took and the CPU ms per request
 * of each chunk (null where /proc could not say).
 */
export async function warmUntilSettled(targets, reads, { chunkSeconds, maxSeconds, connections, settle }) {
  const warmed = [];
  for (const target of targets) {
    for (const server of ['api', 'floor']) {
      const pid = server === 'api' ? target.apiPid : target.floorPid;
      let next = 0;
      const everyRead = { path: () => reads[next++ % reads.length].path(target) };
      const figures = [];
      while (figures.length * chunkSeconds < maxSeconds && !warmUpSettled(figures, settle)) {
        const before = cpuTicks(pid);
        const { result } = await load(target[server], everyRead, target, {
          duration: chunkSeconds,
          connections,
        });
        figures.push(cpuMsPerRequest(before, cpuTicks(pid), result.requests.total));
      }
      warmed.push({ memberships: target.count, server, seconds: figures.length * chunkSeconds, figures });
    }
  }
  return warmed;
}

/** A row per target and server: the medians of its rounds, the rounds, the API's peak RSS. */
function rowsOf(servers, read) {
  return servers.map(({ target, server, rounds: runs, peakRssMiB }) => {
    const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
    return {
      read: read.name,
      memberships: target.count,
      server,
      requests_per_s: median(runs.map((run) => run.requests_per_s)),
      latency_ms: {
        p50: median(runs.map((run) => run.latency_ms.p50)),
        p99: median(runs.map((run) => run.latency_ms.p99)),
      },
      non_2xx: sum((run) => run.non_2xx),
      errors: sum((run) => run.errors),
      ...(server === 'api' && { peak_rss_mib: peakRssMiB }),
      rounds: runs,
    };
  });
}

/**
 * The order of a round's loads: each size's API and floor back to back (their ratio is paired by
 * round, read-report.mjs, so the two loads of a pair should see the same machine: seconds apart,
 * not a round apart), the sizes rotating every other round and the whole order reversed every other
 * round, so each server goes first, and each pair's API before and after its floor, alike.
 * `servers` lists each size's API then its floor (measureRead).
 */
export function roundOrder(servers, sizes, round) {
  const shift = (round >> 1) % sizes;
  const pairs = Array.from({ length: sizes }, (_, index) => servers.slice(2 * index, 2 * index + 2));
  const order = [...pairs.slice(shift), ...pairs.slice(0, shift)].flat();
  return round % 2 ? order.reverse() : order;
}

/**
 * One read on every target (size): answers checked, each server warmed up for `warmup` s (none at 0), then
 * up to `rounds` rounds of `duration` s in which each server is loaded once (roundOrder).
 * `decided(rows)`, asked after each round, may end the sample early (scripts/check-api-speed.mjs:
 * once the rounds left cannot change its verdict). Answers a row per target and server with the
 * medians (requests/s, p50, p99), the rounds (each with the server process's own CPU ms per request
 * and its share of a core, which tell a server that got less of the machine from one whose requests
 * cost more, and with `probe` the machine's CPU µs for a fixed piece of work in that round,
 * cpu-speed-probe.mjs; with `ownCpuMs`, async, the CPU ms the caller's processes have used so far,
 * the cores other processes used in that round, machine-cpu.mjs), and for
 * the API its peak RSS under the load.
 */
export async function measureRead(
  targets,
  read,
  { warmup, rounds, duration, connections, probe, ownCpuMs },
  decided = () => false,
) {
  const servers = targets.flatMap((target) =>
    ['api', 'floor'].map((server) => ({ target, server, rounds: [], peakRssMiB: null })),
  );
  for (const target of targets) await checkAnswers(read, target);
  if (warmup > 0) {
    for (const { target, server } of servers) {
      await load(target[server], read, target, { duration: warmup, connections });
    }
  }
  for (let round = 0; round < rounds; round += 1) {
    for (const entry of roundOrder(servers, targets.length, round)) {
      const { target, server } = entry;
      const pid = server === 'api' ? target.apiPid : null;
      const cpuPid = server === 'api' ? target.apiPid : target.floorPid;
      await probe?.read();
      const ownBefore = ownCpuMs ? await ownCpuMs() : null;
      const busyBefore = machineBusyTicks();
      const cpuBefore = cpuTicks(cpuPid);
      const started = performance.now();
      const { result, peak } = await peakRss(pid, () =>
        load(target[server], read, target, { duration, connections }),
      );
      const cpuAfter = cpuTicks(cpuPid);
      const wallMs = performance.now() - started;
      const busyAfter = machineBusyTicks();
      const ownAfter = ownCpuMs ? await ownCpuMs() : null;
      const cpu = cpuMsPerRequest(cpuBefore, cpuAfter, result.result.requests.total);
      const speed = probe ? await probe.read() : null;
      entry.rounds.push({
        ...roundOf(result),
        cpu_ms_per_request: cpu,
        cpu_share: cpuShare(cpuBefore, cpuAfter, wallMs),
        foreign_cores: foreignCores({ busyBefore, busyAfter, ownBefore, ownAfter, wallMs }),
        probe_cpu_us: speed?.cpuUs ?? null,
      });
      if (pid && peak !== null) entry.peakRssMiB = Math.max(entry.peakRssMiB ?? 0, peak);
    }
    if (round + 1 < rounds && decided(rowsOf(servers, read))) break;
  }
  return rowsOf(servers, read);
}

/** The runs of measureAtRate: the API between two floor runs; the API alone; the floor after it. */
export const BRACKETED = [
  ['floor', 'before'],
  ['api', null],
  ['floor', 'after'],
];
export const API_ALONE = [['api', null]];
export const FLOOR_AFTER = [['floor', 'after']];

/**
 * The latency of the floor and of the API at a steady rate of evenly spaced requests (`rate` per
 * second, bench/lib/paced-load.mjs), for one read at one size: a row per run with the rate held,
 * p50 / p99 / max and the failures. The floor runs before and after the API (`run`: 'before',
 * 'after'), so the two floor runs tell whether the machine held still around the API's. One server
 * at a time, each alone on the machine's cores as the target reads (loaded together, each met the
 * other's 200 requests/s too: the API's p99 at 200 req/s was 8–28 ms beside the floor, 4–5 ms
 * alone). `runs` picks other runs (scripts/check-api-speed.mjs: the API alone, API_ALONE, and the
 * floor only when the API's p99 needs it, bench/lib/rate-verdict.mjs). 0.5 s at the rate first (100 requests over the 10 sockets), unmeasured: the first requests after a pause open sockets (and,
 * past the pool's idle time, database connections), the start of a load, not its steady state.
 */
export async function measureAtRate(
  target,
  read,
  { rate, seconds, connections, giveUpAboveMs },
  runs = BRACKETED,
) {
  const rows = [];
  for (const [server, run] of runs) {
    const result = await pacedLoad(
      { baseUrl: target[server], pathOf: () => read.path(target) },
      { rate, seconds, connections, warmup: 0.5, giveUpAboveMs },
    );
    rows.push({ read: read.name, memberships: target.count, server, ...(run && { run }), rate, ...result });
  }
  return rows;
}
