import type { PaymentEvent } from '../../adapters/payments/payments-port.ts';
import type { AppDeps } from '../../deps.ts';
import { handlePayoutEvent } from '../payouts/payout-events.ts';
import { confirmPaid, failPendingSession } from '../purchases/fulfil.ts';
import { markRefunded } from '../purchases/mark-refunded.ts';

/**
 * The one webhook path, for Stripe's requests and the local checkout's events alike: the signature
 * over the raw body is verified before anything is read (R4; 400 when it does not verify).
 */
export async function receivePaymentWebhook(deps: AppDeps, rawBody: string, signature: string | undefined) {
  await handlePaymentEvent(deps, deps.payments.parseWebhook(rawBody, signature));
}

/**
 * POST /webhooks/stripe after its signature verified (R4): a paid session is fulfilled (R3), a
 * failed or expired one fails its purchase and releases the copy, a refund marks it REFUNDED.
 * Every step is conditional on the row's status, so a replayed event changes nothing.
 */
export async function handlePaymentEvent(deps: AppDeps, event: PaymentEvent): Promise<void> {
  switch (event.type) {
    case 'paid':
      await confirmPaid(deps, event.sessionId, event.paymentId);
      return;
    case 'failed':
      await failPendingSession(deps, event.sessionId, 'The payment failed or its session expired.');
      return;
    case 'refunded':
      await markRefunded(deps, event.paymentId, event.refundId);
      return;
    case 'payout-account':
    case 'disputed':
    case 'dispute-closed':
      await handlePayoutEvent(deps, event);
      return;
    case 'ignored':
      return;
  }
}
