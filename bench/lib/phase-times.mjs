/**
 * Wall seconds per phase of a speed step, printed at its end: where the step's own time goes
 * (docs/performance.md, "The step's own time"). A phase timed more than once adds up.
 */
export function phaseTimes() {
  const seconds = {};
  return {
    async timed(phase, work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        seconds[phase] = (seconds[phase] ?? 0) + (performance.now() - started) / 1000;
      }
    },
    text: () =>
      Object.entries(seconds)
        .map(([phase, value]) => `${phase} ${value.toFixed(0)} s`)
        .join(', '),
  };
}
