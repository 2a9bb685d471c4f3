import { createRoute } from '@hono/zod-openapi';
import { ethPriceReferenceSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { readEthReference } from './service.ts';

const ethReferenceSchema = ethPriceReferenceSchema.meta({
  id: 'EthReference',
  description:
    'USD_TO_ETH_VALUE is the USD price of 1 ETH: an amount in ETH is the USD amount divided by it.',
});

const getEthPrice = createRoute({
  method: 'get',
  path: '/references/usd/prices/eth',
  tags: ['References'],
  summary:
    'USD to ETH reference rate, read from the price feed on the configured chain (readers within 10 s share a read)',
  responses: {
    200: dataAnswer('The current rate', ethReferenceSchema),
    503: errorResponses[503],
  },
});

export function registerReferenceRoutes(app: Router, deps: AppDeps) {
  app.openapi(getEthPrice, async (c) => c.json({ data: await readEthReference(deps.chain) }, 200));
}
