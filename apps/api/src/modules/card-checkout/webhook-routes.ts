import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { receivePaymentWebhook } from './payment-webhook.ts';

const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

// The body is not declared for validation: it must be read raw, byte for byte, for the signature.
const webhookRoute = createRoute({
  method: 'post',
  path: '/webhooks/stripe',
  tags: ['Checkout'],
  summary: 'Payment provider events (Stripe webhook; the local checkout sends the same, signed alike)',
  description: [
    'Called by the provider, with no session and outside CORS. The raw body is verified against the',
    '`Stripe-Signature` header (5 minutes tolerance) before it is read. checkout.session.completed fulfils',
    'the purchase, checkout.session.expired and async_payment_failed fail it and release its copy,',
    'charge.refunded marks it refunded; other events are acknowledged. Replays change nothing.',
  ].join(' '),
  request: {
    headers: z.object({
      [STRIPE_SIGNATURE_HEADER]: z.string().optional().meta({ description: 't=…,v1=… over the raw body' }),
    }),
  },
  responses: {
    200: dataAnswer('Received', z.object({ received: z.literal(true) })),
    400: refusal('The signature does not verify; nothing changed'),
    500: refusal('Failed; the provider retries'),
  },
});

export function registerPaymentWebhookRoutes(app: Router, deps: AppDeps) {
  app.openapi(webhookRoute, async (c) => {
    await receivePaymentWebhook(deps, await c.req.text(), c.req.header(STRIPE_SIGNATURE_HEADER));
    return c.json({ data: { received: true as const } }, 200);
  });
}
