import { createRoute, z } from '@hono/zod-openapi';
import {
  cardPurchaseRequestSchema,
  cryptoPurchaseRequestSchema,
  purchaseQuerySchema,
  purchaseResultSchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer } from '../../http/route-docs.ts';
import { CHECKOUT_HOLDS } from './hold-limit.ts';
import type { PurchaseMethods } from './purchase-method.ts';

const purchaseResultDoc = purchaseResultSchema.meta({
  id: 'PurchaseResult',
  description:
    '`pending` while the payment or the key is on its way; then `token_id` (the owned copy, /tokens/{token_id}?owned=true) or `error` (the failure dialog text).',
});

/** The 429 of a new hold past the hold limits (hold-limit.ts). */
export const holdLimitResponse = refusal(
  `The caller has ${CHECKOUT_HOLDS.perUser} unpaid holds live or lapsed in the last hour, or their address ${CHECKOUT_HOLDS.perIp}; Retry-After tells when to try again`,
);

/** POST /tokens/{id}/purchase: completes a card checkout or a crypto claim, by `methods`. */
export function registerPurchaseRoutes(app: Router, deps: AppDeps, methods: PurchaseMethods) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });

  const purchase = createRoute({
    method: 'post',
    path: '/tokens/{id}/purchase',
    tags: ['Checkout'],
    summary:
      'Complete a purchase: poll a card checkout (stripe=true) or claim a crypto purchase (crypto=true)',
    description: [
      'CONSUMER who made the purchase. `stripe=true` with `{ session_id }`: while the payment is pending the',
      'provider is asked and a paid session is fulfilled, so this poll alone completes a purchase; poll every',
      '5 seconds while `pending`. Someone else’s session is a 404. `crypto=true` with `{ token_id_bc, wallet_address,',
      'tx_hash }` claims the buyer’s own mined transaction (R7): sent from a verified wallet of the caller, successful',
      'with CHAIN_CONFIRMATIONS confirmations, and logged by the membership’s lock as Transfer(0x0 → wallet, token_id_bc)',
      '(`{id}` = the parent token) or KeyExtended(token_id_bc) of the caller’s own copy (`{id}` = that copy, a renewal).',
      'It answers `pending` while the transaction is not mined after 30 s or lacks confirmations; a transaction is',
      'claimed once, and the same claim again answers the same copy.',
    ].join(' '),
    middleware: [consumer] as const,
    request: {
      params: idParams,
      query: purchaseQuerySchema,
      body: {
        required: true,
        content: {
          'application/json': { schema: z.union([cardPurchaseRequestSchema, cryptoPurchaseRequestSchema]) },
        },
      },
    },
    responses: {
      200: dataAnswer('Pending, the owned copy, or the failure text', purchaseResultDoc),
      400: refusal(
        'Invalid body or query; crypto: the transaction is unknown, failed, sent from another address or not this membership’s purchase',
      ),
      401: errorResponses[401],
      403: refusal('Not a CONSUMER; crypto: `wallet_address` is not a verified wallet of the caller'),
      404: errorResponses[404],
      409: refusal(
        'crypto: the transaction was claimed by another user or for another membership; not sold on chain',
      ),
      503: errorResponses[503],
    },
  });

  app.openapi(purchase, async (c) => {
    const handler = methods[c.req.valid('query')];
    const result = await handler(deps, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: result }, 200);
  });
}
