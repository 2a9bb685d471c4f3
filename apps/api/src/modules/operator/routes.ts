import { createRoute } from '@hono/zod-openapi';
import {
  auditEntrySchema,
  auditPageQuerySchema,
  curationChangeSchema,
  curationOrderSchema,
  curationSchema,
  curationTokenParamSchema,
  suspensionChangeSchema,
  suspensionParamSchema,
  suspensionsSchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { pageAnswerOf } from '../../http/page-answer.ts';
import { successSchema } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, guarded, jsonBody, pagedListRoute, security } from '../../http/route-docs.ts';
import { listAuditLog } from './audit-log.ts';
import { changeCuration, orderCuration, readCuration } from './curation.ts';
import { registerOperatorPurchaseRoutes } from './purchase-routes.ts';
import { changeSuspension, listSuspensions } from './suspensions.ts';

const tags = ['Operator'];
const done = {
  200: dataAnswer('Done and recorded in the audit log', successSchema),
};

const curationRoute = createRoute({
  method: 'get',
  path: '/operator/curation',
  tags,
  summary: 'The featured, recommended and hot lists, each in its hand-made order',
  security,
  responses: {
    200: dataAnswer('The lists', curationSchema.meta({ id: 'Curation' })),
    ...guarded,
  },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/operator/curation/tokens/{id}',
  tags,
  summary: 'Put a membership at the end of a list, or take it off, with a reason',
  security,
  request: {
    params: curationTokenParamSchema,
    body: jsonBody(curationChangeSchema),
  },
  responses: {
    ...done,
    400: errorResponses[400],
    ...guarded,
    404: errorResponses[404],
    409: refusal('Already on the list, or not on it'),
  },
});

const orderRoute = createRoute({
  method: 'put',
  path: '/operator/curation/order',
  tags,
  summary: 'Order a list by hand: every membership on it, first shown first, with a reason',
  security,
  request: { body: jsonBody(curationOrderSchema) },
  responses: {
    ...done,
    400: errorResponses[400],
    ...guarded,
    409: refusal('The list changed since it was read'),
  },
});

const auditRoute = pagedListRoute({
  path: '/operator/audit',
  tags,
  summary: 'The audit log of operator actions, newest first, paged',
  query: auditPageQuerySchema,
  item: auditEntrySchema.meta({ id: 'AuditEntry' }),
});

const suspensionsRoute = createRoute({
  method: 'get',
  path: '/operator/suspensions',
  tags,
  summary: 'The memberships and businesses suspended now, with why, latest first',
  security,
  responses: {
    200: dataAnswer('What is suspended', suspensionsSchema.meta({ id: 'Suspensions' })),
    ...guarded,
  },
});

const suspendRoute = createRoute({
  method: 'put',
  path: '/operator/suspensions/{subject}/{id}',
  tags,
  summary:
    'Suspend or restore a membership (its token id) or a business, with a reason: a suspended one leaves the marketplace and sells nothing; holders keep their keys and are mailed',
  security,
  request: {
    params: suspensionParamSchema,
    body: jsonBody(suspensionChangeSchema),
  },
  responses: {
    ...done,
    400: errorResponses[400],
    ...guarded,
    404: errorResponses[404],
    409: refusal('Already suspended, or not suspended'),
  },
});

/** The operator console's API (issue 35): operators only; every write is recorded in the audit log. */
export function registerOperatorRoutes(app: Router, deps: AppDeps) {
  const operator = requireAuth(deps, { role: 'OPERATOR' });

  app.openapi({ ...curationRoute, middleware: operator }, async (c) =>
    c.json({ data: await readCuration(deps) }, 200),
  );

  app.openapi({ ...orderRoute, middleware: operator }, async (c) => {
    await orderCuration(deps, c.var.auth.userId, c.req.valid('json'));
    return c.json({ data: { success: true as const } }, 200);
  });

  app.openapi({ ...changeRoute, middleware: operator }, async (c) => {
    await changeCuration(deps, c.var.auth.userId, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: { success: true as const } }, 200);
  });

  app.openapi({ ...suspensionsRoute, middleware: operator }, async (c) =>
    c.json({ data: await listSuspensions(deps) }, 200),
  );

  app.openapi({ ...suspendRoute, middleware: operator }, async (c) => {
    const { subject, id } = c.req.valid('param');
    await changeSuspension(deps, c.var.auth.userId, subject, id, c.req.valid('json'));
    return c.json({ data: { success: true as const } }, 200);
  });

  app.openapi({ ...auditRoute, middleware: operator }, async (c) => {
    const query = c.req.valid('query');
    return c.json(pageAnswerOf(query, await listAuditLog(deps, query)), 200);
  });

  registerOperatorPurchaseRoutes(app, deps);
}
