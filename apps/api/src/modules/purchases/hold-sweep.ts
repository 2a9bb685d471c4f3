import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';
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

/** Sweeps now and then every `everyMs`, in the background (the timer does not keep the process alive). */
export function startHoldSweep(db: Database, logger: Logger, everyMs = 5 * 60_000) {
  const sweep = () =>
    sweepLapsedHolds(db).then(
      (released) => released > 0 && logger.info({ released }, 'lapsed checkout holds released'),
      (error: unknown) => logger.error({ err: error }, 'checkout hold sweep failed'),
    );
  void sweep();
  setInterval(sweep, everyMs).unref();
}
