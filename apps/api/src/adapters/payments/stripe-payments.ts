import Stripe from 'stripe';
import { type PaymentsPort, WebhookSignatureError } from './payments-port.ts';
import { atProvider, idOf } from './stripe-calls.ts';
import { createStripeConnect } from './stripe-connect.ts';
import { verifyStripeEvent } from './stripe-events.ts';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the Connect webhook endpoint (events of connected accounts): Stripe sends
   * them to an endpoint of their own, never with the platform's events.
   */
  connectWebhookSecret?: string | undefined;
  /** Another API host (tests point the SDK at a local server). */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
};

/** Stripe Checkout: hosted payment page, payment intents, refunds, signed webhooks. */
export function createStripePayments(options: StripeOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
  });

  return {
    provider: 'stripe',
    ...createStripeConnect(stripe),
    createCheckoutSession: (session) =>
      atProvider(async () => {
        const created = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: session.line.currency,
                  unit_amount: session.line.amountMinor,
                  product_data: {
                    name: session.line.title,
                    ...(session.line.imageUrl ? { images: [session.line.imageUrl] } : {}),
                    metadata: session.line.metadata,
                  },
                },
              },
            ],
            metadata: session.line.metadata,
            success_url: session.successUrl,
            cancel_url: session.cancelUrl,
            expires_at: Math.floor(session.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: session.idempotencyKey },
        );
        if (!created.url) throw new Error(`Checkout session ${created.id} has no url`);
        return { id: created.id, url: created.url };
      }),
    retrieveSession: (id) =>
      atProvider(async () => {
        const session = await stripe.checkout.sessions.retrieve(id);
        const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
        return {
          status: paid ? 'paid' : session.status === 'expired' ? 'failed' : 'open',
          paymentId: idOf(session.payment_intent),
        };
      }),
    refund: (paymentId, idempotencyKey) =>
      atProvider(async () => {
        const refund = await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey });
        return { refundId: refund.id };
      }),
    parseWebhook: (rawBody, signature) => {
      try {
        return verifyStripeEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError) || !options.connectWebhookSecret) throw error;
        // From the Connect endpoint only a connected account's state is taken: its charges are not ours.
        const event = verifyStripeEvent(rawBody, signature, options.connectWebhookSecret);
        return event.type === 'payout-account'
          ? event
          : { type: 'ignored', eventType: `connect:${event.type}` };
      }
    },
  };
}
