// A process's own CPU time from /proc/<pid>/stat (Linux), shared by bench/cpu-per-request.mjs, the
// API step's warm-up (bench/lib/read-rounds.mjs warmUntilSettled) and a service's start (services.mjs).
import { readFileSync } from 'node:fs';

/** Milliseconds in a clock tick: USER_HZ is 100 on Linux. */
export const TICK_MS = 10;

/** User + system CPU of a process in clock ticks, or null once it has exited (or off Linux). */
export function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
