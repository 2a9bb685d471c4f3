import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/payments-port.ts';
import { archiveCopyCards, lockPaymentCopies } from '../../db/copy-cards.ts';
import { businessEarnings, paymentDisputes, purchases, sellerEarnings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { recordKeyExpiries } from './key-expiry-write.ts';
import { updatePayoutAccount } from './payout-account.ts';
import { transferEarnings } from './transfer-earnings.ts';

type PayoutEvent = Extract<PaymentEvent, { type: 'payout-account' | 'disputed' | 'dispute-closed' }>;

type Ledger = typeof businessEarnings | typeof sellerEarnings;

const ofPayment = (ledger: Ledger, paymentId: string) =>
  sql`${ledger.purchaseId} in (select ${purchases.id} from ${purchases} where ${purchases.externalPaymentId} = ${paymentId})`;

/** Every earning of the payment (a sale's, or a resale's two shares) not yet disputed is disputed now. */
async function dispute(deps: AppDeps, paymentId: string) {
  for (const ledger of [businessEarnings, sellerEarnings] as const) {
    await deps.db
      .update(ledger)
      .set({ disputedAt: new Date() })
      .where(and(ofPayment(ledger, paymentId), isNull(ledger.disputedAt)));
  }
}

/**
 * Opens the payment's dispute: the copies it bought or renewed show no new card until it closes
 * (copyDisputed, checked by ownership under the copy's row lock). The same rows are locked here, so
 * a card being made as the dispute lands is committed before this archives the copies' PENDING cards,
 * or sees the dispute and is refused. A charge has one dispute: a replay, even one arriving after
 * the close, changes nothing. Answers whether the dispute is open (not a replay after the close).
 */
async function blockCards(deps: AppDeps, paymentId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const copies = await lockPaymentCopies(tx, paymentId);
    await tx.insert(paymentDisputes).values({ paymentId, openedAt: new Date() }).onConflictDoNothing();
    const [dispute] = await tx
      .select({ closedAt: paymentDisputes.closedAt })
      .from(paymentDisputes)
      .where(eq(paymentDisputes.paymentId, paymentId));
    if (dispute?.closedAt) return false;
    await archiveCopyCards(tx, copies);
    return true;
  });
}

/**
 * Closes the payment's dispute: won, its copies show cards again (the spec's "until it closes");
 * lost, the buyer was refunded by their bank, so they stay blocked (copyDisputed) and, in the same
 * transaction, the keys they still hold are recorded to expire on chain (recordKeyExpiries, driven
 * after the commit): a chargeback is not a way to keep a membership without paying.
 */
async function unblockCards(deps: AppDeps, paymentId: string, won: boolean) {
  const expiries = await deps.db.transaction(async (tx) => {
    const closed = await tx
      .update(paymentDisputes)
      .set({ closedAt: new Date(), won })
      .where(and(eq(paymentDisputes.paymentId, paymentId), isNull(paymentDisputes.closedAt)))
      .returning({ paymentId: paymentDisputes.paymentId });
    return closed.length > 0 && !won ? recordKeyExpiries(tx, deps, paymentId) : [];
  });
  for (const id of expiries) void deps.chainWrites.drive(id);
}

/**
 * A won dispute releases the payment's earnings: a held one is transferred, one reversed when the
 * dispute opened is sent again, once (transfer-earnings.ts, its own idempotency key).
 */
async function releaseDisputed(deps: AppDeps, paymentId: string) {
  for (const ledger of [businessEarnings, sellerEarnings] as const) {
    await deps.db
      .update(ledger)
      .set({ disputedAt: null })
      .where(and(ofPayment(ledger, paymentId), isNotNull(ledger.disputedAt)));
  }
}

/** Moves what the event made due at once (the background job would within seconds). */
function transferNow(deps: AppDeps) {
  void transferEarnings(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'earning transfers failed'),
  );
}

/**
 * The payouts half of POST /webhooks/stripe. account.updated: the account's state (a business or
 * seller that just connected gets its waiting earnings). charge.dispute.created: the earning is held,
 * or its transfer reversed, and the copy shows no new card. charge.dispute.closed: the copy's cards
 * show again; won also releases the earnings (a held one is transferred, a reversed one
 * sent again once; docs/decisions/payouts.md). Replays change nothing more: a created replayed
 * after the close holds nothing again.
 */
export async function handlePayoutEvent(deps: AppDeps, event: PayoutEvent): Promise<void> {
  switch (event.type) {
    case 'payout-account':
      if (await updatePayoutAccount(deps, event.accountId, event.ready)) transferNow(deps);
      return;
    case 'disputed':
      if (!(await blockCards(deps, event.paymentId))) return;
      await dispute(deps, event.paymentId);
      transferNow(deps);
      return;
    case 'dispute-closed':
      await unblockCards(deps, event.paymentId, event.won);
      if (!event.won) return;
      await releaseDisputed(deps, event.paymentId);
      transferNow(deps);
      return;
  }
}
