import { OPERATOR_PURCHASE_MESSAGES as M } from '@keyclub/domain';
import { desc, eq } from 'drizzle-orm';
import type { ChainWriteRow, Tx } from '../../chain-writes/chain-write-kind.ts';
import { chainWrites, purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { purchaseSubject } from '../purchases/fulfil.ts';
import { releaseHold } from '../purchases/hold.ts';
import { refundPurchase } from '../purchases/refund.ts';
import { recordOperatorAction } from './audit-log.ts';
import { type DeliveryOnChain, deliveryOnChain } from './delivery-check.ts';
import { attentionOf } from './purchase-attention.ts';

/** Why a purchase an operator refunded is FAILED: no longer a NEEDS_A_HAND reason, so Retry refuses it. */
export const OPERATOR_REFUND_REASON = 'Refunded by an operator.';

type Purchase = typeof purchases.$inferSelect;
type Stuck = { purchase: Purchase; write: ChainWriteRow | undefined };

const latestWrite = async (db: AppDeps['db'] | Tx, purchaseId: number) =>
  (
    await db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchaseId)))
      .orderBy(desc(chainWrites.id))
      .limit(1)
  )[0];

/** The purchase (locked when `tx` is a transaction's) and its latest delivery write. */
async function stuckPurchase(db: AppDeps['db'] | Tx, purchaseId: number, lock = false): Promise<Stuck> {
  const read = db.select().from(purchases).where(eq(purchases.id, purchaseId));
  const [purchase] = lock ? await read.for('update') : await read;
  if (!purchase) throw notFound('Purchase not found');
  return { purchase, write: await latestWrite(db, purchaseId) };
}

const attention = ({ purchase, write }: Stuck) =>
  attentionOf({ ...purchase, writeStatus: write?.status ?? null });

/** The state an action was decided on is still the state (same status, reason and latest write). */
const unchanged = (decided: Stuck, now: Stuck) =>
  now.purchase.status === decided.purchase.status &&
  now.purchase.failureReason === decided.purchase.failureReason &&
  now.purchase.externalRefundId === null &&
  now.write?.id === decided.write?.id;

const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string })?.code === '23505');

/**
 * The new delivery write of a retry: the same kind and payload; after a mined send, its outcome and
 * mined hashes too, so the engine finishes (records the copy) without sending anything again.
 */
async function recordRetry(tx: Tx, deps: AppDeps, failed: ChainWriteRow, onChain: DeliveryOnChain) {
  const write = await deps.chainWrites.record(tx, {
    kind: failed.kind,
    payload: failed.payload,
    subject: failed.subject ?? undefined,
    businessId: failed.businessId ?? undefined,
    requestedById: failed.requestedById ?? undefined,
  });
  if (!write) throw new HttpError(409, M.noRetry);
  if (onChain !== 'mined') return write;
  const [carried] = await tx
    .update(chainWrites)
    .set({
      result: failed.result,
      minedTxHashes: failed.minedTxHashes,
      txHash: failed.txHash,
      call: failed.call,
    })
    .where(eq(chainWrites.id, write.id))
    .returning();
  return carried ?? write;
}

/**
 * POST /operator/purchases/{id}/retry: a paid purchase whose send was cut off (or mined unrecorded)
 * is delivered. The chain is read first, outside any transaction: nothing of it on chain, the same
 * call is sent again; mined, the copy is recorded without sending; anything else is refused. Then,
 * in one transaction holding the purchase's row and only if nothing changed since the read, the
 * purchase is PAID again, its new write recorded and the audit row written: of two retries (two
 * clicks, two operators, a restart), one flips it and the other finds it PAID (409). The engine
 * drives the write like any other, so a restart resumes it.
 */
export async function retryPurchase(deps: AppDeps, operatorId: number, purchaseId: number, reason: string) {
  const decided = await stuckPurchase(deps.db, purchaseId);
  const failed = decided.write;
  if (attention(decided) !== 'send_uncertain' || !failed) throw new HttpError(409, M.noRetry);
  const onChain = await deliveryOnChain(deps, failed);
  if (onChain === 'unclear') throw new HttpError(409, M.chainUnclear);
  let write: ChainWriteRow;
  try {
    write = await deps.db.transaction(async (tx) => {
      if (!unchanged(decided, await stuckPurchase(tx, purchaseId, true))) throw new HttpError(409, M.noRetry);
      await tx
        .update(purchases)
        .set({ status: 'PAID', failureReason: null })
        .where(eq(purchases.id, purchaseId));
      const retry = await recordRetry(tx, deps, failed, onChain);
      await recordOperatorAction(tx, {
        operatorId,
        action: 'purchase.retry',
        subjectType: 'purchase',
        subjectId: purchaseId,
        reason,
        details: { failed_write: failed.id, write: retry.id, on_chain: onChain },
      });
      return retry;
    });
  } catch (error) {
    // The buyer's new attempt on the same membership holds the one live slot (purchases_live_attempt_key).
    if (isUniqueViolation(error)) throw new HttpError(409, M.buyerBusy);
    throw error;
  }
  void deps.chainWrites.drive(write.id);
}

/**
 * POST /operator/purchases/{id}/refund: a purchase that failed after its payment is given back.
 * One whose send was uncertain is refunded only when the chain holds nothing of it (a delivered key
 * is never left with a refunded buyer: Retry records it instead). In one transaction holding the
 * row, it is marked refunded by an operator (so Retry refuses it from then on), its hold released
 * and the audit row written; then the provider is called outside it with the key `refund:<id>`, as
 * every refund of it is, so two clicks or two operators make one refund. A provider that fails now
 * leaves it to the payment recovery sweep, which refunds it with the same key.
 */
export async function refundStuckPurchase(
  deps: AppDeps,
  operatorId: number,
  purchaseId: number,
  reason: string,
) {
  const decided = await stuckPurchase(deps.db, purchaseId);
  const why = attention(decided);
  if (decided.purchase.status === 'REFUNDED') throw new HttpError(409, M.alreadyRefunded);
  const paymentId = decided.purchase.externalPaymentId;
  if ((why !== 'send_uncertain' && why !== 'refund_failed') || !paymentId)
    throw new HttpError(409, M.noRefund);
  if (why === 'send_uncertain' && decided.write) {
    const onChain = await deliveryOnChain(deps, decided.write);
    if (onChain !== 'absent')
      throw new HttpError(409, onChain === 'mined' ? M.deliveredOnChain : M.chainUnclear);
  }
  await deps.db.transaction(async (tx) => {
    const now = await stuckPurchase(tx, purchaseId, true);
    if (!unchanged(decided, now)) throw new HttpError(409, M.noRefund);
    await tx
      .update(purchases)
      .set({ failureReason: OPERATOR_REFUND_REASON, stockReserved: false })
      .where(eq(purchases.id, purchaseId));
    // A refused delivery released its hold then; an uncertain one kept it until now.
    if (why === 'send_uncertain') await releaseHold(tx, now.purchase);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'purchase.refund',
      subjectType: 'purchase',
      subjectId: purchaseId,
      reason,
      details: { payment_id: paymentId, previous_reason: now.purchase.failureReason },
    });
  });
  await refundPurchase(deps, purchaseId, paymentId);
}
