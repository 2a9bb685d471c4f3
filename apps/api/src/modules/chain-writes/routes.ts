import { createRoute, z } from '@hono/zod-openapi';
import { chainWriteSchema } from '@keyclub/domain';
import { chainWriteJson } from '../../chain-writes/write-json.ts';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { notFound } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer } from '../../http/route-docs.ts';

/** GET /chain-writes/{id}: how a save answered 202 stands (for the user who made it). */
export function registerChainWriteRoutes(app: Router, deps: AppDeps) {
  const signedIn = requireAuth(deps);
  const readWrite = createRoute({
    method: 'get',
    path: '/chain-writes/{id}',
    tags: ['Memberships'],
    summary: 'A save waiting for the blockchain: PENDING, DONE (token_id) or FAILED (message)',
    middleware: [signedIn] as const,
    request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    responses: {
      200: dataAnswer('The write as it stands', chainWriteSchema),
      400: errorResponses[400],
      401: errorResponses[401],
      404: errorResponses[404],
    },
  });

  app.openapi(readWrite, async (c) => {
    const write = await deps.chainWrites.find(c.req.valid('param').id);
    if (!write || write.requestedById !== c.var.auth.userId) throw notFound();
    // A write whose driver went away (a restart) is picked up again; the answer does not wait for it.
    if (write.status !== 'DONE' && write.status !== 'FAILED') void deps.chainWrites.drive(write.id);
    return c.json({ data: chainWriteJson(write) }, 200);
  });
}
