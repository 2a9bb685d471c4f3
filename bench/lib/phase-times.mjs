/**
 * Wall seconds per phase of a speed step, printed at its end: where the step's own time goes
 * (docs/performance.md, "The step's own time"). A phase timed more than once adds up. With
 * `cpuMs` (async, the CPU milliseconds the step's processes have used so far), each phase also
 * says the CPU it used: on a shared machine wall time moves with the load, CPU far less.
 */
export function phaseTimes({ cpuMs } = {}) {
  const seconds = {};
  const cpuSeconds = {};
  const add = (totals, phase, value) => {
    totals[phase] = (totals[phase] ?? 0) + value;
  };
  return {
    async timed(phase, work) {
      const started = performance.now();
      const cpuBefore = cpuMs ? await cpuMs() : null;
      try {
        return await work();
      } finally {
        add(seconds, phase, (performance.now() - started) / 1000);
        if (cpuMs) add(cpuSeconds, phase, ((await cpuMs()) - cpuBefore) / 1000);
      }
    },
    text: () =>
      Object.entries(seconds)
        .map(
          ([phase, value]) =>
            `${phase} ${value.toFixed(0)} s${phase in cpuSeconds ? ` (CPU ${cpuSeconds[phase].toFixed(0)} s)` : ''}`,
        )
        .join(', '),
  };
}
