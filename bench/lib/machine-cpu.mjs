// How much of the machine other processes used while the API step loaded a server (scripts/check-
// api-speed.mjs): the machine's busy CPU from /proc/stat (user, nice, system, irq, softirq and steal,
// the time the hypervisor gave the vCPU to someone else) less what the step's own processes used —
// its load generator, the APIs, the floors and their PostgreSQL backends. Quiet, that is about
// nothing; beside another engineer's tests or `stress-ng --cpu 2`, most of a core or more.
import { readFileSync } from 'node:fs';
import { TICK_MS } from '../../scripts/lib/process-cpu.mjs';

/** The machine's busy CPU so far in clock ticks, over every core, or null off Linux. */
export function machineBusyTicks() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return null;
  }
}

/**
 * The cores other processes used over a span: the machine's busy ticks and the step's own CPU ms
 * before and after (`ownMs`), over its wall ms. Null where either could not be read.
 */
export function foreignCores({ busyBefore, busyAfter, ownBefore, ownAfter, wallMs }) {
  if ([busyBefore, busyAfter, ownBefore, ownAfter].some((value) => value === null || value === undefined)) {
    return null;
  }
  if (wallMs <= 0) return null;
  return Math.max(0, (busyAfter - busyBefore) * TICK_MS - (ownAfter - ownBefore)) / wallMs;
}

/** Whether other processes used at most `maxCores` in every span of `figures` (null: not known). */
export const othersQuiet = (figures, maxCores) =>
  figures.length > 0 && figures.every((cores) => typeof cores === 'number' && cores <= maxCores);
