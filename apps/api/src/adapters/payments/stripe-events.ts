import Stripe from 'stripe';
import { type PaymentEvent, WebhookSignatureError } from './payments-port.ts';

/** Stripe's own default: an event older than 5 minutes is refused (replay protection). */
const TOLERANCE_SECONDS = 300;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Verifies a Stripe-signed webhook body with `secret` and maps it to what checkout acts on. Both
 * providers use it: Stripe's events, and the local checkout's, signed the same way.
 */
export function verifyStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): PaymentEvent {
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('No Stripe-Signature header');
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error);
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its success arrives later.
      if (session.payment_status === 'unpaid') return { type: 'ignored', eventType: event.type };
      return { type: 'paid', sessionId: session.id, paymentId: idOf(session.payment_intent) };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', sessionId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      if (!paymentId) return { type: 'ignored', eventType: event.type };
      return { type: 'refunded', paymentId, refundId: idOf(charge.refunds?.data[0]) };
    }
    case 'account.updated': {
      const account = event.data.object;
      const ready = account.details_submitted && account.capabilities?.transfers === 'active';
      return { type: 'payout-account', accountId: account.id, ready };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentId = idOf(dispute.payment_intent);
      if (!paymentId) return { type: 'ignored', eventType: event.type };
      if (event.type === 'charge.dispute.created') return { type: 'disputed', paymentId };
      return { type: 'dispute-closed', paymentId, won: dispute.status === 'won' };
    }
    default:
      return { type: 'ignored', eventType: event.type };
  }
}

/** Signs a body as Stripe does (the local checkout's events; tests). */
export const signStripeEvent = (payload: string, secret: string) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
