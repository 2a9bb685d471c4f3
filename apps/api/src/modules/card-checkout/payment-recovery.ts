import { and, eq, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { chainWrites, purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Job } from '../../jobs/job-runner.ts';
import { NEEDS_A_HAND, purchaseWriteKinds } from '../purchases/purchase-writes.ts';
import { refundPurchase } from '../purchases/refund.ts';

/** A paid purchase still without its key after this long is reported for the runbook. */
export const SLOW_DELIVERY_MS = 10 * 60_000;

/**
 * The purchase's latest delivery: an operator's retry (modules/operator) records a new write after a
 * FAILED one, and the old one must not be settled again under the new one's feet.
 */
const deliveryWrite = sql`${chainWrites.subject} = 'purchase:' || ${purchases.id} and not exists (
  select 1 from chain_writes later where later.subject = ${chainWrites.subject} and later.id > ${chainWrites.id})`;

/** One purchase's step; a failure is logged and left for the next sweep, the others go on. */
async function attempt(deps: AppDeps, id: number, step: () => Promise<void>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    deps.logger.error({ err: error, purchase: id }, 'settling a failed delivery failed');
    return false;
  }
}

/**
 * Finishes what a failed delivery's clean-up left undone (R6): the clean-up runs once, after its
 * write FAILED, and a crash or a provider outage in between would keep a charge without a key or a
 * refund. Every step is idempotent (a purchase fails only from PAID; a refund reuses its key
 * `refund:<purchaseId>`), so a sweep, a restart or a second API process may run it any number of
 * times. Answers how many purchases it settled and how many it reported.
 */
export async function recoverPayments(deps: AppDeps): Promise<{ settled: number; slow: number }> {
  let settled = 0;
  // PAID, but its delivery FAILED before the clean-up failed the purchase: clean up again.
  const abandoned = await deps.db
    .select({ write: chainWrites })
    .from(purchases)
    .innerJoin(chainWrites, deliveryWrite)
    .where(and(eq(purchases.status, 'PAID'), eq(chainWrites.status, 'FAILED')));
  for (const { write } of abandoned) {
    const kind = purchaseWriteKinds[write.kind];
    if (kind && (await attempt(deps, write.id, () => kind.abandon(deps, write, deps.chainWrites)))) settled++;
  }
  // FAILED with a payment the provider never gave back (its refund call failed): refund again.
  const unrefunded = await deps.db
    .select({ id: purchases.id, paymentId: purchases.externalPaymentId })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'FAILED'),
        isNotNull(purchases.externalPaymentId),
        isNull(purchases.externalRefundId),
        notInArray(purchases.failureReason, Object.values(NEEDS_A_HAND)),
      ),
    );
  for (const { id, paymentId } of unrefunded) {
    if (paymentId && (await attempt(deps, id, () => refundPurchase(deps, id, paymentId)))) settled++;
  }
  // PAID, its delivery still on the way long after the payment: the chain writes keep driving it;
  // someone should know.
  const slow = await deps.db
    .select({
      purchase: purchases.id,
      write: chainWrites.id,
      status: chainWrites.status,
      hash: chainWrites.txHash,
    })
    .from(purchases)
    .innerJoin(chainWrites, deliveryWrite)
    .where(
      and(
        eq(purchases.status, 'PAID'),
        lt(purchases.paidAt, new Date(Date.now() - SLOW_DELIVERY_MS)),
        notInArray(chainWrites.status, ['DONE', 'FAILED']),
      ),
    );
  for (const delivery of slow) deps.logger.error(delivery, 'a paid purchase is still waiting for its key');
  return { settled, slow: slow.length };
}

/** Every 5 minutes: failed deliveries whose clean-up (refund, release) was cut off are settled. */
export const paymentRecoveryJob = (deps: AppDeps): Job => ({
  name: 'payment recovery',
  everyMs: 5 * 60_000,
  run: async () => {
    const { settled } = await recoverPayments(deps);
    // A settled delivery failed earlier without its clean-up: worth a warning, not a routine line.
    if (settled > 0) deps.logger.warn({ settled }, 'failed deliveries settled by the sweep');
    return null;
  },
});
