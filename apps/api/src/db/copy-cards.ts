import { and, type Column, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { activations, chainWrites, paymentDisputes, purchases, tokens } from './schema/index.ts';

/**
 * What a copy's membership cards (activations) and its sale need to know of each other, shared by
 * ownership (cards), resale (listing), purchases (holds, the transfer) and the key sync (R10).
 */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** True (SQL) while no activation of the copy `copyId` is ACTIVE inside its window. */
export const noLiveActivation = (copyId: Column | number) =>
  sql<boolean>`not exists (select 1 from ${activations} where ${activations.tokenId} = ${copyId}
    and ${activations.status} = 'ACTIVE' and ${activations.activationEndAt} > now())`;

/** Whether a resale purchase of the copy is under way (held for a buyer, or paid and moving). */
export async function resaleUnderWay(tx: Tx | Database, copyId: number): Promise<boolean> {
  const [live] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.sourceTokenId, copyId),
        eq(purchases.kind, 'RESALE'),
        inArray(purchases.status, ['PENDING', 'PAID']),
      ),
    )
    .limit(1);
  return live !== undefined;
}

const KEY_EXPIRY = 'key-expiry:';
/**
 * The idempotency key of the one write that ends (or shortens) a refunded purchase's key on chain:
 * one per purchase, whether its refund and its lost dispute both come, or a webhook is replayed.
 */
export const keyExpiryKey = (purchaseId: number) => `${KEY_EXPIRY}${purchaseId}`;

/**
 * True (SQL) unless the purchase is a renewal whose renewed period was taken back on chain (its
 * key-expiry write DONE): then the copy keeps the period paid before, and its cards (issue 34).
 * Until that write is done the refunded renewal blocks the copy, so no card outlives the payment.
 */
const notTakenBackRenewal = sql<boolean>`not (${purchases.kind} = 'RENEWAL' and exists (
  select 1 from ${chainWrites} where ${chainWrites.idempotencyKey} = ${KEY_EXPIRY}::text || ${purchases.id}::text
    and ${chainWrites.status} = 'DONE'))`;

/**
 * Whether a card payment that bought or renewed the copy is disputed: open (charge.dispute.created,
 * not yet closed), or closed lost, when the buyer has their money back and the copy was never paid
 * for. Such a copy shows no new card (issue 34). Any of its payments counts, so a copy resold after a
 * disputed sale stays blocked for its new owner too. Refunded after delivery counts as lost. A
 * renewal refunded or lost counts until its renewed period is taken back on chain, not after.
 */
export async function copyDisputed(
  tx: Tx | Database,
  copyId: number,
): Promise<'OPEN' | 'LOST' | 'REFUNDED' | null> {
  const [disputed] = await tx
    .select({ closedAt: paymentDisputes.closedAt })
    .from(purchases)
    .innerJoin(paymentDisputes, eq(paymentDisputes.paymentId, purchases.externalPaymentId))
    .where(
      and(
        eq(purchases.resultTokenId, copyId),
        or(isNull(paymentDisputes.closedAt), and(eq(paymentDisputes.won, false), notTakenBackRenewal)),
      ),
    )
    .orderBy(paymentDisputes.closedAt)
    .limit(1);
  if (disputed) return disputed.closedAt === null ? 'OPEN' : 'LOST';
  return (await copyRefundedAfterDelivery(tx, copyId)) ? 'REFUNDED' : null;
}

/**
 * Whether a payment that bought or renewed the copy was refunded after its key was delivered (a
 * refund made in the provider, `charge.refunded`): the buyer has their money back, so the copy is
 * as unpaid as after a lost dispute. A purchase refunded because its delivery failed was never
 * fulfilled and does not count.
 */
async function copyRefundedAfterDelivery(tx: Tx | Database, copyId: number): Promise<boolean> {
  const [refunded] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.resultTokenId, copyId),
        eq(purchases.status, 'REFUNDED'),
        isNotNull(purchases.fulfilledAt),
        notTakenBackRenewal,
      ),
    )
    .limit(1);
  return refunded !== undefined;
}

/**
 * After the copies changed owner (resale, import, a move found by the key sync): their PENDING
 * cards shown for anyone but the owner now are archived, so no card outlives its holder's copy.
 */
export async function archiveFormerOwnersCards(tx: Tx | Database, copyIds: readonly number[]) {
  if (copyIds.length === 0) return;
  await tx.execute(sql`
    update ${activations} set status = 'ARCHIVED'
    from tokens as copy
    where copy.id = ${activations.tokenId} and ${activations.status} = 'PENDING'
      and ${activations.tokenId} = any(${sql.param(copyIds)}::int[])
      and ${activations.ownerId} is distinct from copy.owner_id`);
}

/**
 * The copies' cards stop admitting: a PENDING one (a QR code on the owner's screen) is voided, so a
 * copy whose payment came back cannot be let in with a code shown before.
 */
export async function archiveCopyCards(tx: Tx | Database, copyIds: readonly number[]) {
  if (copyIds.length === 0) return;
  await tx
    .update(activations)
    .set({ status: 'ARCHIVED' })
    .where(and(inArray(activations.tokenId, copyIds), eq(activations.status, 'PENDING')));
}

/**
 * Locks the copies a card payment bought or renewed (its purchases narrowed by `purchaseWhere`), in id order, and
 * answers their ids: a card locks its copy's row as it is made, so one being made meanwhile is committed first or
 * waits for the caller's change (a refund, a dispute).
 */
export async function lockPaymentCopies(tx: Tx, paymentId: string, purchaseWhere?: SQL): Promise<number[]> {
  const copies = await tx
    .select({ id: tokens.id })
    .from(tokens)
    .where(
      inArray(
        tokens.id,
        tx
          .select({ id: purchases.resultTokenId })
          .from(purchases)
          .where(and(eq(purchases.externalPaymentId, paymentId), purchaseWhere)),
      ),
    )
    .orderBy(tokens.id)
    .for('update');
  return copies.map((copy) => copy.id);
}
