import { createRoute } from '@hono/zod-openapi';
import { marketplaceQuerySchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { tokenDoc } from '../../http/doc-schemas.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { pageAnswer } from '../../http/route-docs.ts';
import { listMarketplace } from './list-marketplace.ts';

const listMarketplaceRoute = createRoute({
  method: 'get',
  path: '/market-place',
  tags: ['Marketplace'],
  summary:
    'Memberships consumers can buy, newest first: recently listed, featured, recommended, hot, a category, a title search',
  description: [
    'Public. One call serves every discovery screen (docs/decisions/discovery.md):',
    'recently listed `?limit=12`, the featured carousel `?is_featured=true`, the featured banner',
    '`?is_recommended=true&limit=1`, hot `?is_hot=true`, a category page `?category_id=`, the search',
    '`?title=` (case-insensitive substring; `%`, `_` and `\\` match themselves). Filters combine.',
    'Lists parent tokens whose profile is ACTIVE, sold through their Keyclub lock (INTERNAL), with a',
    'copy left or unlimited copies, of an ACTIVE business account; sold-out memberships are left out.',
    '`is_parent=false` lists open resale listings instead, most recently listed first.',
    'An unknown category or a page past the end answers an empty page with the total.',
  ].join(' '),
  request: { query: marketplaceQuerySchema },
  responses: {
    200: pageAnswer(tokenDoc, 'One page of memberships and the total that match'),
    400: errorResponses[400],
  },
});

export function registerMarketplaceRoutes(app: Router, deps: AppDeps) {
  app.openapi(listMarketplaceRoute, async (c) =>
    c.json(await listMarketplace(deps, c.req.valid('query')), 200),
  );
}
