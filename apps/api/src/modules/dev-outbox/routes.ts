import { createRoute, z } from '@hono/zod-openapi';
import { emailSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { listOutbox } from './service.ts';

const outboxMailSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .openapi('OutboxMail');

const getOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  tags: ['Development'],
  summary: 'Mails kept by the dev outbox for one address, newest last (not mounted in production)',
  request: { query: z.object({ to: emailSchema }) },
  responses: {
    200: dataAnswer('The mails sent to the address', z.array(outboxMailSchema)),
    400: errorResponses[400],
  },
});

export function registerDevOutboxRoutes(app: Router, deps: AppDeps) {
  app.openapi(getOutbox, async (c) =>
    c.json({ data: await listOutbox(deps.db, c.req.valid('query').to) }, 200),
  );
}
