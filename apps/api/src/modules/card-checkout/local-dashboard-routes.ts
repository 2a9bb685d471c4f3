import { createRoute, z } from '@hono/zod-openapi';
import type { LocalPayments } from '../../adapters/payments/local-payments.ts';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { receivePaymentWebhook } from './payment-webhook.ts';

const sessionParams = z.object({ session_id: z.string().regex(/^cs_local_[0-9a-f]{24}$/) });
const MOUNTED =
  'Mounted only with the local provider, which production refuses; operators only, as Stripe’s dashboard is the platform staff’s.';

/** A dashboard action: the event it sends through POST /webhooks/stripe's handler, 404 when it cannot. */
const dashboardRoute = <Params extends typeof sessionParams>(
  path: string,
  summary: string,
  description: string,
  params: Params,
) =>
  createRoute({
    method: 'post',
    path: `/checkout/local-dashboard/{session_id}/${path}`,
    tags: ['Checkout'],
    summary,
    description: `${description} ${MOUNTED}`,
    request: { params },
    responses: {
      200: dataAnswer('Done; the webhook handler has run', z.object({ sent: z.string() })),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: refusal('Nothing to do for this session'),
    },
  });

const refundRoute = dashboardRoute(
  'refund',
  'Refund a paid local payment, as in Stripe’s dashboard',
  'The paid session’s payment is refunded in full once; charge.refunded follows (the purchase REFUNDED, its transfers reversed, its copy’s cards voided). 404 when unpaid or already refunded.',
  sessionParams,
);
const disputeRoute = dashboardRoute(
  'dispute',
  'The cardholder’s bank disputes a paid local payment',
  'The local provider debits the platform the amount and a $15.00 fee, as Stripe does, and sends charge.dispute.created. 404 when unpaid or already disputed.',
  sessionParams,
);
const closeDisputeRoute = dashboardRoute(
  'dispute/{outcome}',
  'Close the open dispute of a local payment, won or lost',
  'Won gives the platform back the amount and the fee, lost keeps them; charge.dispute.closed follows. 404 when no dispute is open.',
  sessionParams.extend({ outcome: z.enum(['won', 'lost']) }),
);

/** The local provider's dashboard, behind the operator guard (fail closed: any other role 403). */
export function registerLocalDashboardRoutes(app: Router, deps: AppDeps, local: LocalPayments) {
  const operator = requireAuth(deps, { role: 'OPERATOR' });
  const send = async (event: { payload: string; signature: string } | undefined, type: string) => {
    if (!event) throw notFound();
    await receivePaymentWebhook(deps, event.payload, event.signature);
    return { data: { sent: type } };
  };
  app.openapi({ ...refundRoute, middleware: operator }, async (c) =>
    c.json(await send(await local.dashboard.refund(c.req.valid('param').session_id), 'charge.refunded'), 200),
  );
  app.openapi({ ...disputeRoute, middleware: operator }, async (c) =>
    c.json(
      await send(
        await local.dashboard.openDispute(c.req.valid('param').session_id),
        'charge.dispute.created',
      ),
      200,
    ),
  );
  app.openapi({ ...closeDisputeRoute, middleware: operator }, async (c) => {
    const { session_id: sessionId, outcome } = c.req.valid('param');
    return c.json(
      await send(await local.dashboard.closeDispute(sessionId, outcome), 'charge.dispute.closed'),
      200,
    );
  });
}
