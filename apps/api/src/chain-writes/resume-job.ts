import { counted, type Job } from '../jobs/job-runner.ts';
import type { ChainWrites } from './chain-writes.ts';

/**
 * At start and every minute: unfinished writes (of a previous run, or another process's) are driven,
 * and nonce fillers whose nonce is not mined yet are handed over again (nonce-filler.ts).
 */
export const chainWriteResumeJob = (chainWrites: ChainWrites, everyMs = 60_000): Job => ({
  name: 'chain write resume',
  everyMs,
  run: async () => counted('resumed', await chainWrites.resume()),
});
