import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { BUSY_MESSAGE, WorkGate } from './work-gate.ts';

/** A job that runs until the test lets it finish, recording when it started. */
function heldJob(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe('WorkGate (the cap on concurrent scrypt work)', () => {
  it('runs at most `slots` jobs at once and starts urgent waiters before ordinary ones', async () => {
    const gate = new WorkGate(1, 10);
    const log: string[] = [];
    const first = heldJob(log, 'first');
    const flood = [heldJob(log, 'flood-1'), heldJob(log, 'flood-2')];
    const urgent = heldJob(log, 'urgent');
    const running = gate.run(first.run);
    const flooding = flood.map((job) => gate.run(job.run));
    const owner = gate.run(urgent.run, true);
    expect(log).toEqual(['first']);
    expect(gate.waiting).toBe(3);

    first.finish();
    expect(await running).toBe('first');
    await expect.poll(() => log).toEqual(['first', 'urgent']);
    urgent.finish();
    expect(await owner).toBe('urgent');
    await expect.poll(() => log).toEqual(['first', 'urgent', 'flood-1']);
    for (const job of flood) job.finish();
    await Promise.all(flooding);
    expect(log).toEqual(['first', 'urgent', 'flood-1', 'flood-2']);
  });

  it('turns ordinary jobs away with 503 once its queue is full, but still queues urgent ones', async () => {
    const gate = new WorkGate(1, 2);
    const log: string[] = [];
    const jobs = Array.from({ length: 3 }, (_, n) => heldJob(log, `job-${n}`));
    const started = jobs.map((job) => gate.run(job.run));
    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 503, message: BUSY_MESSAGE, retryAfterSeconds: 1 });
    const urgent = heldJob(log, 'urgent');
    const owner = gate.run(urgent.run, true);
    expect(gate.waiting).toBe(3);
    jobs[0]?.finish();
    urgent.finish();
    expect(await owner).toBe('urgent');
    for (const job of jobs) job.finish();
    await Promise.all(started);
    expect(log).toEqual(['job-0', 'urgent', 'job-1', 'job-2']);
  });

  it('frees the slot when a job fails', async () => {
    const gate = new WorkGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
