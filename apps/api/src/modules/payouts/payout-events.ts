import { and, isNull, sql } from 'drizzle-orm';
import type { PaymentEvent } from '../../adapters/payments/payments-port.ts';
import { businessEarnings, purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { updatePayoutAccount } from './payout-account.ts';
import { transferEarnings } from './transfer-earnings.ts';

type PayoutEvent = Extract<PaymentEvent, { type: 'payout-account' | 'disputed' | 'dispute-closed' }>;

const ofPayment = (paymentId: string) =>
  sql`${businessEarnings.purchaseId} in (select ${purchases.id} from ${purchases} where ${purchases.externalPaymentId} = ${paymentId})`;

/** Moves what the event made due at once (the background job would within seconds). */
function transferNow(deps: AppDeps) {
  void transferEarnings(deps).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'earning transfers failed'),
  );
}

/**
 * The payouts half of POST /webhooks/stripe. account.updated: the account's state (a business that
 * just connected gets its waiting earnings). charge.dispute.created: the earning is held, or its
 * transfer reversed. charge.dispute.closed: won releases a held earning (a reversed one stays
 * reversed; docs/decisions/payouts.md). Replays change nothing more.
 */
export async function handlePayoutEvent(deps: AppDeps, event: PayoutEvent): Promise<void> {
  switch (event.type) {
    case 'payout-account':
      if (await updatePayoutAccount(deps, event.accountId, event.ready)) transferNow(deps);
      return;
    case 'disputed':
      await deps.db
        .update(businessEarnings)
        .set({ disputedAt: new Date() })
        .where(and(ofPayment(event.paymentId), isNull(businessEarnings.disputedAt)));
      transferNow(deps);
      return;
    case 'dispute-closed':
      if (!event.won) return;
      await deps.db
        .update(businessEarnings)
        .set({ disputedAt: null })
        .where(and(ofPayment(event.paymentId), isNull(businessEarnings.reversalId)));
      transferNow(deps);
      return;
  }
}
