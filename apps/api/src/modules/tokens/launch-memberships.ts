import { and, eq, isNotNull, lte } from 'drizzle-orm';
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

/** Every `everyMs`: the coming-soon memberships due, put on sale (docs/decisions/membership-lifecycle.md). */
export const membershipLaunchJob = (db: Database, everyMs: number): Job => ({
  name: 'membership launch',
  everyMs,
  run: async () => counted('launched', await launchDueMemberships(db)),
});
