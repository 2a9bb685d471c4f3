import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { LocalPayments } from '../../adapters/payments/local-payments.ts';
import { purchases } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { paymentStoppedUrl } from './checkout.ts';
import { localCheckoutPage } from './local-checkout-page.ts';
import { registerLocalDashboardRoutes } from './local-dashboard-routes.ts';
import { receivePaymentWebhook } from './payment-webhook.ts';

const sessionParams = z.object({ session_id: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });
const html = { 'text/html': { schema: z.string() } };

const pageRoute = createRoute({
  method: 'get',
  path: '/checkout/local/{session_id}',
  tags: ['Checkout'],
  summary: 'The local checkout page (development and tests only; never with Stripe)',
  request: { params: sessionParams },
  responses: {
    200: { description: 'Title, amount, a test card, Pay / Decline / Cancel', content: html },
    400: errorResponses[400],
    404: refusal('Unknown, paid, failed or lapsed session'),
  },
});

const actionRoute = createRoute({
  method: 'post',
  path: '/checkout/local/{session_id}/{action}',
  tags: ['Checkout'],
  summary: 'Pay, decline or cancel a local checkout session',
  description:
    'Sends the signed event Stripe would send (checkout.session.completed, async_payment_failed or expired) through POST /webhooks/stripe’s handler, then sends the browser back to the consumer app.',
  request: { params: sessionParams.extend({ action: z.enum(['pay', 'decline', 'cancel']) }) },
  responses: {
    303: {
      description:
        'Back to the success URL (pay), the cancel URL (cancel) or the buy page with `payment=declined` (decline)',
      headers: { Location: { schema: { type: 'string' as const } } },
    },
    400: errorResponses[400],
    404: refusal('Unknown, paid, failed or lapsed session'),
  },
});

/**
 * A decline sends the buyer back to the buy page with a 'declined' notice (Stripe keeps a declined
 * buyer on its own page, so only the local page returns on a decline).
 */
async function declinedUrl(deps: AppDeps, sessionId: string) {
  const [purchase] = await deps.db
    .select({ tokenId: purchases.sourceTokenId, kind: purchases.kind })
    .from(purchases)
    .where(eq(purchases.externalSessionId, sessionId));
  if (!purchase) return undefined;
  return paymentStoppedUrl(deps, {
    tokenId: purchase.tokenId,
    renew: purchase.kind === 'RENEWAL',
    outcome: 'declined',
  });
}

/**
 * The local provider's hosted page and its dashboard's refund, mounted only when it is the provider
 * (create-payments.ts).
 */
export function registerLocalCheckoutRoutes(app: Router, deps: AppDeps, local: LocalPayments) {
  registerLocalDashboardRoutes(app, deps, local);
  app.openapi(pageRoute, async (c) => {
    const session = await local.findOpen(c.req.valid('param').session_id);
    if (!session) throw notFound();
    return c.html(localCheckoutPage(session), 200);
  });

  app.openapi(actionRoute, async (c) => {
    const { session_id: sessionId, action } = c.req.valid('param');
    const completed = await local.complete(sessionId, action);
    if (!completed) throw notFound();
    await receivePaymentWebhook(deps, completed.payload, completed.signature);
    const declined = action === 'decline' ? await declinedUrl(deps, sessionId) : undefined;
    return c.redirect(declined ?? completed.redirectTo, 303);
  });
}
