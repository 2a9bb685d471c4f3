import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { checkHealth } from './service.ts';

const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    chain: z.enum(['ok', 'unreachable']),
  })
  .openapi('Health');

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Liveness: checks the database and the chain',
  responses: {
    200: dataAnswer('The API and its database answer', healthSchema),
    503: errorResponses[503],
  },
});

export function registerHealthRoutes(app: Router, deps: AppDeps) {
  app.openapi(getHealth, async (c) => c.json({ data: await checkHealth(deps) }, 200));
}
