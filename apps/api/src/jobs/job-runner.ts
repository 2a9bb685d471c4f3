import type { Logger } from 'pino';

/**
 * A background loop: `run` now and every `everyMs`. Its state lives in tables (claimed rows, unique
 * keys), so every API process may run it at once; the runner only keeps one process from
 * overlapping itself.
 */
export type Job = {
  name: string;
  everyMs: number;
  /** One pass; what it returns, when not null, is logged as what the pass did. */
  run: () => Promise<Record<string, unknown> | null>;
};

/** What a pass that counts its work logs: `{ [what]: count }`, or nothing when it did nothing. */
export const counted = (what: string, count: number) => (count > 0 ? { [what]: count } : null);

/**
 * Runs the API's background jobs: one pass at a time per job (a tick while a pass runs is
 * skipped), a failed pass logged and the loop going on, and `stop` ending every loop and waiting
 * for the passes under way, so the server and tests close the database only after them. The
 * timers do not keep the process alive.
 */
export function createJobRunner(logger: Logger) {
  const timers = new Set<NodeJS.Timeout>();
  const passes = new Set<Promise<void>>();
  let stopped = false;

  function start(job: Job) {
    let running: Promise<void> | null = null;
    const pass = () => {
      if (stopped || running) return;
      const current = Promise.resolve()
        .then(job.run)
        .then(
          (done) => void (done && logger.info({ job: job.name, ...done }, `${job.name} done`)),
          (error: unknown) => logger.error({ err: error, job: job.name }, `${job.name} failed`),
        )
        .finally(() => {
          running = null;
          passes.delete(current);
        });
      running = current;
      passes.add(current);
    };
    pass();
    timers.add(setInterval(pass, job.everyMs).unref());
  }

  async function stop() {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    timers.clear();
    await Promise.all(passes);
  }

  return { start, stop };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
