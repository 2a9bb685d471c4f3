import { createRoute, z } from '@hono/zod-openapi';
import { businessWithTokensSchema, categorySchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { json } from '../../http/route-docs.ts';
import { getBusinessPage } from './service.ts';

const businessPageSchema = z.object({
  data: businessWithTokensSchema.meta({
    id: 'BusinessWithTokens',
    description: 'The business with its ACTIVE memberships (parent tokens), newest first',
  }),
  meta: z.object({
    categories: z.array(categorySchema).meta({
      description: 'All seven categories in display order, each with the count of those memberships in it',
    }),
  }),
});

const getBusiness = createRoute({
  method: 'get',
  path: '/businesses/{id}',
  tags: ['Memberships'],
  summary: 'Public business page: the business, its memberships and per-category counts',
  request: { params: idParams },
  responses: {
    200: { description: 'The business page', ...json(businessPageSchema) },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function registerBusinessRoutes(app: Router, deps: AppDeps) {
  app.openapi(getBusiness, async (c) => c.json(await getBusinessPage(deps, c.req.valid('param').id), 200));
}
