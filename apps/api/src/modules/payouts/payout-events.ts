import { and, isNull, sql } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/payments-port.ts';
import { businessEarnings, purchases, sellerEarnings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
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

/** A won dispute releases the payment's held earnings; a reversed one stays reversed. */
async function releaseDisputed(deps: AppDeps, paymentId: string) {
  for (const ledger of [businessEarnings, sellerEarnings] as const) {
    await deps.db
      .update(ledger)
      .set({ disputedAt: null })
      .where(and(ofPayment(ledger, paymentId), isNull(ledger.reversalId)));
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
 * seller that just connected gets its waiting earnings). charge.dispute.created: the earning is held, or its
 * transfer reversed. charge.dispute.closed: won releases a held earning (a reversed one stays
 * reversed; docs/decisions/payouts.md). Replays change nothing more.
 */
export async function handlePayoutEvent(deps: AppDeps, event: PayoutEvent): Promise<void> {
  switch (event.type) {
    case 'payout-account':
      if (await updatePayoutAccount(deps, event.accountId, event.ready)) transferNow(deps);
      return;
    case 'disputed':
      await dispute(deps, event.paymentId);
      transferNow(deps);
      return;
    case 'dispute-closed':
      if (!event.won) return;
      await releaseDisputed(deps, event.paymentId);
      transferNow(deps);
      return;
  }
}
