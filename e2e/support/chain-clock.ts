import { createTestClient, http, publicActions } from 'viem';
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
 * - a coming-soon membership launches LAUNCH_STEP ahead of the chain's clock, and its test reaches the
 *   launch with launchByChainClock(), one step of LAUNCH_STEP (other specs' steps, 2 hours each,
 *   cannot launch it before its test looks: it would take three of them).
 * A run moves the clock by a few steps of 2 hours and one of 6, far below MIN_LASTING_DAYS.
 */
export const MIN_LASTING_DAYS = 30;
export const EXPIRING_MEMBERSHIP = { duration: 1, unit: 'HOURS' } as const;
const STEP_SECONDS = 2 * 3_600;
export const LAUNCH_STEP_MS = 6 * 3_600_000;

const testClient = () =>
  createTestClient({ mode: 'anvil', transport: http(chainRpcUrl) }).extend(publicActions);

/** The chain's clock: its latest block's time, which the API's launch job reads. */
export async function chainNow(): Promise<Date> {
  const { timestamp } = await testClient().getBlock();
  return new Date(Number(timestamp) * 1000);
}

/** Moves the e2e chain's clock one LAUNCH_STEP forward (and a minute) and mines a block. */
export async function launchByChainClock() {
  const chain = testClient();
  await chain.increaseTime({ seconds: LAUNCH_STEP_MS / 1000 + 60 });
  await chain.mine({ blocks: 1 });
}

/** Moves the e2e chain's clock 2 hours forward and mines a block: every 1-hour membership has expired. */
export async function expireShortMemberships() {
  const chain = testClient();
  await chain.increaseTime({ seconds: STEP_SECONDS });
  await chain.mine({ blocks: 1 });
}
