import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import type { Database } from '../../db/client.ts';
import { tokenProfiles } from '../../db/schema/index.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';

/** Coming-soon memberships whose launch time has come (all, or the one profile). */
const launchDue = (now: Date, profileId?: number) =>
  and(
    ...(profileId === undefined ? [] : [eq(tokenProfiles.id, profileId)]),
    eq(tokenProfiles.status, 'PENDING'),
    isNotNull(tokenProfiles.launchAt),
    lte(tokenProfiles.launchAt, now),
  );

/**
 * Puts on sale (PENDING → ACTIVE) every coming-soon membership whose `launch_at` is at or before
 * `now`, in one conditional UPDATE: two API processes running it at once launch each membership
 * once, and the listed-count triggers count it. Answers how many it launched.
 */
export async function launchDueMemberships(db: Database, now = new Date()): Promise<number> {
  const launched = await db
    .update(tokenProfiles)
    .set({ status: 'ACTIVE' })
    .where(launchDue(now))
    .returning({ id: tokenProfiles.id });
  return launched.length;
}

/** The same for one membership, so a buyer at its launch time need not wait for the job. */
export async function launchIfDue(db: Database, profileId: number, now = new Date()): Promise<void> {
  await db.update(tokenProfiles).set({ status: 'ACTIVE' }).where(launchDue(now, profileId));
}

/**
 * The launch job's clock: the later of the server's and the chain's (the latest block's time), the
 * server's alone when the chain is not reached. On a live chain the two agree within a block; a
 * local chain's latest block can lag the server between transactions, and tests move its clock
 * forward to reach a launch time (docs/decisions/membership-lifecycle.md, "The clock").
 */
export async function launchClock(chain: Pick<ChainPort, 'readKeys'>): Promise<Date> {
  const server = new Date();
  try {
    const { now } = await chain.readKeys([]);
    return now > server ? now : server;
  } catch {
    return server;
  }
}

/** Every `everyMs`: the coming-soon memberships due, put on sale (docs/decisions/membership-lifecycle.md). */
export const membershipLaunchJob = (
  deps: { db: Database; chain: Pick<ChainPort, 'readKeys'> },
  everyMs: number,
): Job => ({
  name: 'membership launch',
  everyMs,
  run: async () => counted('launched', await launchDueMemberships(deps.db, await launchClock(deps.chain))),
});
