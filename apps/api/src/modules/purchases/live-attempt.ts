import { and, eq, inArray } from 'drizzle-orm';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';

/** Two first attempts of one buyer raced: the loser meets the winner at one of these unique indexes. */
const RETRY_CONSTRAINTS = new Set(['purchases_live_attempt_key', 'purchases_idempotency_key_key']);
export const isConcurrentAttempt = (error: unknown) => {
  const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
  return RETRY_CONSTRAINTS.has(cause?.constraint ?? '');
};

/**
 * The buyer's live (PENDING or PAID) attempt on this membership or listing, card or wallet: one at
 * most (`purchases_live_attempt_key`).
 */
export async function liveAttempt(deps: AppDeps, userId: number, sourceTokenId: number) {
  const [live] = await deps.db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.sourceTokenId, sourceTokenId),
        inArray(purchases.status, ['PENDING', 'PAID']),
      ),
    );
  return live;
}
