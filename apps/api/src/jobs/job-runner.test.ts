import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counted, createJobRunner, type Job } from './job-runner.ts';

/** A logger writing its entries into `entries`. */
function capturedLogger() {
  const entries: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void entries.push(JSON.parse(line)) });
  return { logger, entries };
}

/** A pass the test finishes when it chooses. */
function heldPass() {
  let finish: (value: Record<string, unknown> | null) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<Record<string, unknown> | null>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

describe('the job runner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job at once and on every tick, never two passes of it at once', async () => {
    const { logger } = capturedLogger();
    const runner = createJobRunner(logger);
    const first = heldPass();
    const run = vi.fn<Job['run']>().mockReturnValueOnce(first.promise).mockResolvedValue(null);
    runner.start({ name: 'sweep', everyMs: 1_000, run });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);

    // Three ticks while the first pass still runs start nothing.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);

    first.finish(null);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await runner.stop();
  });

  it('logs what a pass did, and a failed pass with the job name, and runs again on the next tick', async () => {
    const { logger, entries } = capturedLogger();
    const runner = createJobRunner(logger);
    const run = vi
      .fn<Job['run']>()
      .mockRejectedValueOnce(new Error('database restarting'))
      .mockResolvedValue({ sent: 2 });
    runner.start({ name: 'mail drain', everyMs: 1_000, run });
    await vi.advanceTimersByTimeAsync(0);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 50,
        job: 'mail drain',
        msg: 'mail drain failed',
        err: expect.objectContaining({ message: 'database restarting' }),
      }),
    ]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(entries.at(-1)).toMatchObject({ level: 30, job: 'mail drain', sent: 2, msg: 'mail drain done' });
    await runner.stop();
  });

  it('stops every loop and waits for the pass under way before answering', async () => {
    const { logger } = capturedLogger();
    const runner = createJobRunner(logger);
    const pass = heldPass();
    const held = vi.fn<Job['run']>().mockReturnValueOnce(pass.promise).mockResolvedValue(null);
    const other = vi.fn<Job['run']>().mockResolvedValue(null);
    runner.start({ name: 'transfers', everyMs: 1_000, run: held });
    runner.start({ name: 'reminders', everyMs: 1_000, run: other });
    await vi.advanceTimersByTimeAsync(0);

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);

    pass.finish({ moved: 1 });
    await stopping;
    expect(stopped).toBe(true);

    // Nothing runs after the stop.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(held).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('logs a counted pass only when it did something', () => {
    expect(counted('sent', 3)).toEqual({ sent: 3 });
    expect(counted('sent', 0)).toBeNull();
  });
});
