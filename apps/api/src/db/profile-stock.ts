import { UNLIMITED } from '@keyclub/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { purchases, tokenProfiles } from './schema/index.ts';

/** Shared by the checkout (holds, bought copies) and the membership edit (new copies). */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The profile's row, locked until the transaction ends: every stock change runs under it. */
export async function lockProfile(tx: Tx, profileId: number) {
  const [profile] = await tx
    .select()
    .from(tokenProfiles)
    .where(eq(tokenProfiles.id, profileId))
    .for('update');
  if (!profile) throw new Error(`No token profile ${profileId}`);
  return profile;
}

/** Copies of the profile that checkouts hold (R1). */
export const liveHolds = async (tx: Tx, profileId: number) => {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.tokenProfileId, profileId), eq(purchases.stockReserved, true)));
  return row?.count ?? 0;
};

/**
 * Sets `available = copies − sold − live holds` (R1, R2), exact after any interleaving because it
 * is recomputed from the rows rather than adjusted. Call under lockProfile. When a key bought on
 * chain left the count negative, the newest PENDING hold loses its copy (its grant then finds the
 * lock full and is refunded); SKIP LOCKED because the purchases lock normally comes first.
 */
export async function recountAvailable(tx: Tx, profileId: number): Promise<number> {
  const profile = await lockProfile(tx, profileId);
  if (profile.copies === UNLIMITED) return UNLIMITED;
  let available = profile.copies - profile.soldCopiesCount - (await liveHolds(tx, profileId));
  while (available < 0) {
    const [newest] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          eq(purchases.tokenProfileId, profileId),
          eq(purchases.status, 'PENDING'),
          eq(purchases.stockReserved, true),
        ),
      )
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!newest) break;
    await tx.update(purchases).set({ stockReserved: false }).where(eq(purchases.id, newest.id));
    available += 1;
  }
  const clamped = Math.max(available, 0);
  await tx
    .update(tokenProfiles)
    .set({ availableCopiesCount: clamped })
    .where(eq(tokenProfiles.id, profileId));
  return clamped;
}
