import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
import { counted, type Job } from '../../jobs/job-runner.ts';
import { lapsedHolds, releaseLapsedHolds } from './hold.ts';

/**
 * Releases every lapsed hold, one profile per short transaction: a session that ended without any
 * event (a lost webhook; the local checkout, which never expires a session by itself) would
 * otherwise keep its copy off the marketplace until the next checkout of that membership.
 */
export async function sweepLapsedHolds(db: Database): Promise<number> {
  const profiles = await db
    .selectDistinct({ id: purchases.tokenProfileId })
    .from(purchases)
    .where(lapsedHolds());
  let released = 0;
  for (const profile of profiles) {
    released += await db.transaction((tx) => releaseLapsedHolds(tx, profile.id));
  }
  return released;
}

/** Every 5 minutes: the lapsed holds' copies back on sale. */
export const holdSweepJob = (db: Database): Job => ({
  name: 'checkout hold sweep',
  everyMs: 5 * 60_000,
  run: async () => counted('released', await sweepLapsedHolds(db)),
});
