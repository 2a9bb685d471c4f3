import { createRoute, z } from '@hono/zod-openapi';
import { cardPurchaseRequestSchema, checkoutRequestSchema, checkoutSessionSchema } from '@keyclub/domain';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../../chain-writes/idempotency.ts';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../http/client-ip.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody } from '../../http/route-docs.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { purchaseMethod } from '../purchases/purchase-method.ts';
import { holdLimitResponse } from '../purchases/routes.ts';
import { pollCardPurchase } from './card-purchase.ts';
import { startCheckout } from './checkout.ts';

const checkoutSessionDoc = checkoutSessionSchema.meta({
  id: 'CheckoutSession',
  description: 'Where the browser goes to pay (`url`) and the session the card return polls with.',
});
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional().meta({
    description:
      'Any unique text per checkout (e.g. a UUID). A retry with the same key answers the same session; the same key for another membership is a 422.',
  }),
});

/** POST /tokens/{id}/purchase?stripe=true: the card return's poll. */
export const cardPurchase = purchaseMethod(cardPurchaseRequestSchema, (deps, auth, tokenId, { session_id }) =>
  pollCardPurchase(deps, auth, tokenId, session_id),
);

/** POST /tokens/checkout: opens a card checkout. */
export function registerCardCheckoutRoutes(app: Router, deps: AppDeps) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });
  app.use('/tokens/checkout', retryAfterHeader);

  const checkout = createRoute({
    method: 'post',
    path: '/tokens/checkout',
    tags: ['Checkout'],
    summary:
      'Open a card checkout for a membership (a new key), an open resale listing, or the caller’s expired copy (a renewal)',
    description: [
      'CONSUMER. Only `id` counts; the price comes from the database (listing: total_amount; renewal:',
      'renewal_price). One copy, or the listing, is held for 31 minutes while the buyer pays. A retry (the',
      'same Idempotency-Key, or a live attempt on the same token) answers the same session. A free membership',
      'is granted at once and `url` is the success URL.',
    ].join(' '),
    middleware: [consumer] as const,
    request: {
      headers: idempotencyHeaders,
      body: jsonBody(checkoutRequestSchema),
    },
    responses: {
      201: dataAnswer('The provider session to pay on', checkoutSessionDoc),
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: refusal(
        "'No Memberships available.', 'You already own this Membership', 'This Membership is not on sale.' or 'This Membership has not expired yet.'",
      ),
      422: refusal('The Idempotency-Key was used for another membership'),
      429: holdLimitResponse,
      503: errorResponses[503],
    },
  });

  app.openapi(checkout, async (c) => {
    const session = await startCheckout(
      deps,
      c.var.auth,
      c.req.valid('json').id,
      c.req.valid('header')[IDEMPOTENCY_KEY_HEADER],
      callerOf(c, deps).clientIp,
    );
    return c.json({ data: session }, 201);
  });
}
