import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { archiveCopyCards, lockPaymentCopies } from '../../db/copy-cards.ts';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { recordKeyExpiries } from '../payouts/key-expiry-write.ts';

/**
 * `charge.refunded`: the provider refunded the payment, ours after a refused grant or one made at
 * the provider (its dashboard) after the key was delivered. The purchase is REFUNDED; the payouts job
 * then reverses what it transferred. Refunded after delivery, the copy it bought or renewed is unpaid:
 * its shown QR code is voided here and it shows no new card (copyDisputed). The copies are locked
 * first (the row a new card locks), so a card being made as the refund lands is committed first and
 * voided, or sees the refund. The same transaction records the expiry of the key the buyer still
 * holds on chain (recordKeyExpiries), driven once it commits. A replay changes nothing more.
 */
export async function markRefunded(deps: AppDeps, paymentId: string, refundId: string | null): Promise<void> {
  const expiries = await deps.db.transaction(async (tx) => {
    const delivered = await lockPaymentCopies(tx, paymentId, isNotNull(purchases.fulfilledAt));
    await tx
      .update(purchases)
      .set({ status: 'REFUNDED', ...(refundId ? { externalRefundId: refundId } : {}) })
      .where(
        and(
          eq(purchases.externalPaymentId, paymentId),
          inArray(purchases.status, ['FAILED', 'FULFILLED', 'REFUNDED']),
        ),
      );
    await archiveCopyCards(tx, delivered);
    return recordKeyExpiries(tx, deps, paymentId);
  });
  for (const id of expiries) void deps.chainWrites.drive(id);
}
