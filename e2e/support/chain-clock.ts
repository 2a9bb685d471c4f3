import { createTestClient, http } from 'viem';
import { chainRpcUrl } from './ports.ts';

/**
 * THE RULE FOR THE E2E CHAIN'S CLOCK. One chain serves every spec of a run, and specs run in
 * parallel: moving its clock forward expires every key of every spec at once. So:
 * - a membership that must stay valid during a test lasts at least MIN_LASTING_DAYS (the demo seed's
 *   shortest lasts 30 days; createMembership's default never expires);
 * - a membership a test means to expire lasts EXPIRING_MEMBERSHIP (1 hour), and the test expires
 *   it with expireShortMemberships(), never with a longer step;
 * - a test never asserts that a 1-hour membership is still valid: another spec may have moved the
 *   clock meanwhile. What it checks after a renewal is the new expiry itself.
 * A run moves the clock by a few steps of 2 hours, far below MIN_LASTING_DAYS.
 */
export const MIN_LASTING_DAYS = 30;
export const EXPIRING_MEMBERSHIP = { duration: 1, unit: 'HOURS' } as const;
const STEP_SECONDS = 2 * 3_600;

/** Moves the e2e chain's clock 2 hours forward and mines a block: every 1-hour membership has expired. */
export async function expireShortMemberships() {
  const chain = createTestClient({ mode: 'anvil', transport: http(chainRpcUrl) });
  await chain.increaseTime({ seconds: STEP_SECONDS });
  await chain.mine({ blocks: 1 });
}
