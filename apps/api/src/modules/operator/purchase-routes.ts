import { createRoute } from '@hono/zod-openapi';
import {
  attentionPageQuerySchema,
  attentionPurchaseDetailSchema,
  attentionPurchaseSchema,
  disputePageQuerySchema,
  operatorPurchaseActionSchema,
  operatorPurchaseParamSchema,
  paymentDisputeSchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { pageAnswerOf } from '../../http/page-answer.ts';
import { successSchema } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, guarded, jsonBody, pagedListRoute, security } from '../../http/route-docs.ts';
import { listDisputes } from './disputes.ts';
import { refundStuckPurchase, retryPurchase } from './purchase-actions.ts';
import { listAttentionPurchases, readAttentionPurchase } from './purchase-attention.ts';

const tags = ['Operator'];

const attentionRoute = pagedListRoute({
  path: '/operator/purchases/attention',
  tags,
  summary:
    'Purchases that need a hand: paid and undelivered, sends the chain did not finish, refunds that failed; newest first, paged',
  query: attentionPageQuerySchema,
  item: attentionPurchaseSchema.meta({ id: 'AttentionPurchase' }),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/operator/purchases/{id}',
  tags,
  summary: 'A purchase with its history: its delivery writes and what operators did to it',
  security,
  request: { params: operatorPurchaseParamSchema },
  responses: {
    200: dataAnswer('The purchase', attentionPurchaseDetailSchema.meta({ id: 'AttentionPurchaseDetail' })),
    ...guarded,
    404: errorResponses[404],
  },
});

const actionRoute = (action: 'retry' | 'refund', summary: string, refused: string) =>
  createRoute({
    method: 'post',
    path: `/operator/purchases/{id}/${action}`,
    tags,
    summary,
    security,
    request: {
      params: operatorPurchaseParamSchema,
      body: jsonBody(operatorPurchaseActionSchema),
    },
    responses: {
      200: dataAnswer('Done and recorded in the audit log', successSchema),
      400: errorResponses[400],
      ...guarded,
      404: errorResponses[404],
      409: { ...errorResponses[409], description: refused },
    },
  });

const retryRoute = actionRoute(
  'retry',
  'Deliver again a paid purchase whose send the chain did not finish, after reading the chain, with a reason',
  'Not a send to retry, the chain holds something unexplained, or already retried',
);
const refundRoute = actionRoute(
  'refund',
  'Give back the payment of a purchase that failed after it, once the chain holds nothing of it, with a reason',
  'Not refundable here (delivered, already refunded, not a card payment) or the chain delivered it',
);

const disputesRoute = pagedListRoute({
  path: '/operator/disputes',
  tags,
  summary: 'Card payment disputes with their state, purchase and copy, newest first, paged',
  query: disputePageQuerySchema,
  item: paymentDisputeSchema.meta({ id: 'PaymentDispute' }),
});

/** The console's purchases that need a hand and disputes (issue 35), behind the operator guard. */
export function registerOperatorPurchaseRoutes(app: Router, deps: AppDeps) {
  const operator = requireAuth(deps, { role: 'OPERATOR' });
  app.openapi({ ...attentionRoute, middleware: operator }, async (c) => {
    const query = c.req.valid('query');
    return c.json(pageAnswerOf(query, await listAttentionPurchases(deps, query)), 200);
  });

  app.openapi({ ...detailRoute, middleware: operator }, async (c) =>
    c.json({ data: await readAttentionPurchase(deps, c.req.valid('param').id) }, 200),
  );

  app.openapi({ ...retryRoute, middleware: operator }, async (c) => {
    await retryPurchase(deps, c.var.auth.userId, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ data: { success: true as const } }, 200);
  });

  app.openapi({ ...refundRoute, middleware: operator }, async (c) => {
    await refundStuckPurchase(deps, c.var.auth.userId, c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ data: { success: true as const } }, 200);
  });

  app.openapi({ ...disputesRoute, middleware: operator }, async (c) => {
    const query = c.req.valid('query');
    return c.json(pageAnswerOf(query, await listDisputes(deps, query)), 200);
  });
}
