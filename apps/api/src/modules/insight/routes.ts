import { createRoute } from '@hono/zod-openapi';
import { businessInsightSchema, insightQuerySchema, platformFiguresSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, security } from '../../http/route-docs.ts';
import { businessInsight } from './business-insight.ts';
import { platformFigures } from './platform-figures.ts';

const refusals = { 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] };

const insightRoute = createRoute({
  method: 'get',
  path: '/insight',
  tags: ['Insight'],
  summary:
    'The signed-in business’s dashboard charts: sales and renewals per day, activations by hour of the week, announcement reach',
  description:
    'Days and hours are counted in `tz` (an IANA time zone, UTC when absent) over the last 30 days.',
  security,
  request: { query: insightQuerySchema },
  responses: {
    200: dataAnswer('The figures', businessInsightSchema.meta({ id: 'BusinessInsight' })),
    ...refusals,
  },
});

const figuresRoute = createRoute({
  method: 'get',
  path: '/operator/figures',
  tags: ['Operator'],
  summary: 'Platform figures per day: sales, fees, active memberships and activations',
  description: 'Days are counted in `tz` (an IANA time zone, UTC when absent) over the last 30 days.',
  security,
  request: { query: insightQuerySchema },
  responses: {
    200: dataAnswer(
      'Every day of the range, oldest first',
      platformFiguresSchema.meta({ id: 'PlatformFigures' }),
    ),
    ...refusals,
  },
});

export function registerInsightRoutes(app: Router, deps: AppDeps) {
  // No business profile yet: no figures (business id 0 matches no row).
  app.openapi({ ...insightRoute, middleware: requireAuth(deps, { role: 'BUSINESS' }) }, async (c) => {
    const { tz } = c.req.valid('query');
    return c.json({ data: await businessInsight(deps, c.var.auth.businessId ?? 0, tz) }, 200);
  });

  app.openapi({ ...figuresRoute, middleware: requireAuth(deps, { role: 'OPERATOR' }) }, async (c) => {
    return c.json({ data: await platformFigures(deps, c.req.valid('query').tz) }, 200);
  });
}
