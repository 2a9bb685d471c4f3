import { createRoute, z } from '@hono/zod-openapi';
import { categorySchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import type { Router } from '../../http/open-api-app.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { listCategories } from './service.ts';

const getCategories = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['Memberships'],
  summary: 'The seven membership categories in display order',
  responses: {
    200: dataAnswer('All categories', z.array(categorySchema)),
  },
});

export function registerCategoryRoutes(app: Router, deps: AppDeps) {
  app.openapi(getCategories, async (c) => {
    const rows = await listCategories(deps.db);
    return c.json({ data: z.array(categorySchema).parse(rows) }, 200);
  });
}
