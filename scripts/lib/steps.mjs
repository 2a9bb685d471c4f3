// `npm test`'s steps' CPU time (scripts/test.mjs), read from /proc (Linux); elsewhere it shows as 0.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { TICK_MS } from './process-cpu.mjs';

const CORES = availableParallelism();

/** The fields of /proc/<pid>/stat after the command name (index 0 is field 3, the state). */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      fields: stat.split(') ')[1].split(' '),
    };
  } catch {
    return null;
  }
}

const ticks = (fields, ...indexes) => indexes.reduce((sum, index) => sum + Number(fields[index]), 0);

/** This process's CPU and its waited-for descendants' (utime + stime + cutime + cstime), in ms. */
export function ownTreeCpuMs() {
  const stat = statFields('self');
  return stat ? ticks(stat.fields, 11, 12, 13, 14) * TICK_MS : 0;
}

/**
 * PostgreSQL's CPU in ms: the server runs outside this process tree (a system service), so its work
 * for the API's tests and speed step is read apart. Its live processes' own time plus the postmaster's
 * exited backends'. On a shared machine it includes other users' queries.
 */
export function postgresCpuMs() {
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  let total = 0;
  for (const pid of pids) {
    const stat = statFields(pid);
    if (stat?.name !== 'postgres') continue;
    const parent = statFields(stat.fields[1]);
    total += ticks(stat.fields, 11, 12) + (parent?.name === 'postgres' ? 0 : ticks(stat.fields, 13, 14));
  }
  return total * TICK_MS;
}

/**
 * The CPU every process of the machine used since boot (/proc/stat: user, nice, system, irq, softirq,
 * steal), in ms. A step's tree misses what leaves it (Chromium's renderers are reaped by its zygote,
 * outside the tree): this counts them, and anything else the machine ran meanwhile.
 */
export function machineBusyMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) * TICK_MS;
  } catch {
    return 0;
  }
}

const percentOfCores = (cpuMs, wallMs) => (wallMs > 0 ? Math.round((100 * cpuMs) / (wallMs * CORES)) : 0);

/**
 * A step's line under `=== timings`: wall time, CPU time and the share of the machine it used; with
 * `machineMs`, the share of the cores busy meanwhile, the step's or not.
 */
export function timingLine(name, wallMs, cpuMs, postgresMs = 0, machineMs = undefined) {
  const postgres = postgresMs >= 1000 ? `, PostgreSQL ${(postgresMs / 1000).toFixed(0)} CPU s` : '';
  const machine =
    machineMs === undefined
      ? ''
      : `; the machine's cores ${Math.min(100, percentOfCores(machineMs, wallMs))} % busy`;
  return `${name}: ${(wallMs / 1000).toFixed(1)} s, ${(cpuMs / 1000).toFixed(1)} CPU s (${percentOfCores(cpuMs, wallMs)} % of ${CORES} cores${postgres}${machine})`;
}
