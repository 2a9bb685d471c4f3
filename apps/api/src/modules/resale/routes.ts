import { createRoute, z } from '@hono/zod-openapi';
import { sellTermsSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { tokenDoc } from '../../http/doc-schemas.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody, security } from '../../http/route-docs.ts';
import { sellCopy } from './sell.ts';
import { readSellTerms } from './sell-terms.ts';
import { withdrawListing } from './withdraw-listing.ts';

const sellTermsDoc = sellTermsSchema.meta({
  id: 'SellTerms',
  description:
    'The minimum ask (`listing_amount`), the fee percentages a listing applies, the copy’s own amounts, and the wallet approval a key in a wallet needs first.',
});
// The price is checked by the use case against the copy's minimum ask, with the Sell form's texts.
const sellRequest = z.object({
  price: z.union([z.string(), z.number()]).optional().meta({
    description: 'USD, up to 7 digits and 2 decimals, not below the copy’s listing_amount',
    example: '45.00',
  }),
});
const notOwned = refusal('Not a copy the caller owns');
const tokenAnswer = (description: string) => dataAnswer(description, tokenDoc);

const termsRoute = createRoute({
  method: 'get',
  path: '/tokens/{id}/sell',
  tags: ['Resale'],
  summary: 'What listing the caller’s copy for sale would ask and cost',
  security,
  request: { params: idParams },
  responses: {
    200: dataAnswer('The sell terms', sellTermsDoc),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: notOwned,
  },
});

const sellRoute = createRoute({
  method: 'post',
  path: '/tokens/{id}/sell',
  tags: ['Resale'],
  summary: 'List the caller’s copy for sale at a price (again: change the price)',
  description: [
    'CONSUMER who owns copy {id}. The commission (the membership’s royalty) and the transaction fee (the',
    'platform’s TRANSACTION_FEE_PERCENTAGE) are computed here from the price, rounded to cents; a buyer pays',
    'the total. A key in the owner’s wallet must first be approved to the API signer (R8), checked on chain.',
  ].join(' '),
  security,
  request: { params: idParams, body: jsonBody(sellRequest) },
  responses: {
    200: tokenAnswer('The copy, listed'),
    400: refusal("'Price below asking price is not allowed. Please enter a price again', or no valid price"),
    401: errorResponses[401],
    403: errorResponses[403],
    404: notOwned,
    409: refusal(
      'A purchase of it is in progress; the caller has no payout account able to receive their share yet (Settings → Payouts); the wallet has not approved the API signer; the key expired, moved, or its membership is not on sale',
    ),
    503: errorResponses[503],
  },
});

const withdrawRoute = createRoute({
  method: 'delete',
  path: '/tokens/{id}/sell',
  tags: ['Resale'],
  summary: 'Withdraw the caller’s listing (ours)',
  security,
  request: { params: idParams },
  responses: {
    200: tokenAnswer('The copy, not for sale'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: notOwned,
    409: refusal('A purchase of it is in progress'),
  },
});

export function registerResaleRoutes(app: Router, deps: AppDeps) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });

  app.openapi({ ...termsRoute, middleware: consumer }, async (c) =>
    c.json({ data: await readSellTerms(deps, c.var.auth, c.req.valid('param').id) }, 200),
  );

  app.openapi({ ...sellRoute, middleware: consumer }, async (c) =>
    c.json({ data: await sellCopy(deps, c.var.auth, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );

  app.openapi({ ...withdrawRoute, middleware: consumer }, async (c) =>
    c.json({ data: await withdrawListing(deps, c.var.auth, c.req.valid('param').id) }, 200),
  );
}
