import { createRoute, z } from '@hono/zod-openapi';
import {
  cardPurchaseRequestSchema,
  checkoutRequestSchema,
  checkoutSessionSchema,
  cryptoPurchaseRequestSchema,
  dataEnvelope,
  purchaseQuerySchema,
  purchaseResultSchema,
  recordIdSchema,
  walletResaleHoldRequestSchema,
  walletResalePaymentSchema,
} from '@keyclub/domain';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../../chain-writes/idempotency.ts';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../http/client-ip.ts';
import { errorResponses } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { startCheckout } from './checkout.ts';
import { holdResaleForWallet } from './crypto/wallet-resale-hold.ts';
import { CHECKOUT_HOLDS } from './hold-limit.ts';
import { purchaseMethod } from './purchase-methods.ts';

const checkoutSessionDoc = checkoutSessionSchema.meta({
  id: 'CheckoutSession',
  description: 'Where the browser goes to pay (`url`) and the session the card return polls with.',
});
const purchaseResultDoc = purchaseResultSchema.meta({
  id: 'PurchaseResult',
  description:
    '`pending` while the payment or the key is on its way; then `token_id` (the owned copy, /tokens/{token_id}?owned=true) or `error` (the failure dialog text).',
});

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH).optional().meta({
    description:
      'Any unique text per checkout (e.g. a UUID). A retry with the same key answers the same session; the same key for another membership is a 422.',
  }),
});

/** The 429 of a new hold past the hold limits (hold-limit.ts). */
const holdLimitResponse = {
  ...errorResponses[400],
  description: `The caller has ${CHECKOUT_HOLDS.perUser} unpaid holds live or lapsed in the last hour, or their address ${CHECKOUT_HOLDS.perIp}; Retry-After tells when to try again`,
};

export function registerPurchaseRoutes(app: Router, deps: AppDeps) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });
  app.use('/tokens/checkout', retryAfterHeader);
  app.use('/tokens/:id/purchase/hold', retryAfterHeader);

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
      body: { required: true, content: { 'application/json': { schema: checkoutRequestSchema } } },
    },
    responses: {
      201: {
        description: 'The provider session to pay on',
        content: { 'application/json': { schema: dataEnvelope(checkoutSessionDoc) } },
      },
      400: errorResponses[400],
      401: errorResponses[401],
      403: errorResponses[403],
      404: errorResponses[404],
      409: {
        description:
          "'No Memberships available.', 'You already own this Membership', 'This Membership is not on sale.' or 'This Membership has not expired yet.'",
        content: errorResponses[409].content,
      },
      422: {
        description: 'The Idempotency-Key was used for another membership',
        content: errorResponses[400].content,
      },
      429: holdLimitResponse,
      503: errorResponses[503],
    },
  });

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
      params: z.object({ id: recordIdSchema }),
      query: purchaseQuerySchema,
      body: {
        required: true,
        content: {
          'application/json': { schema: z.union([cardPurchaseRequestSchema, cryptoPurchaseRequestSchema]) },
        },
      },
    },
    responses: {
      200: {
        description: 'Pending, the owned copy, or the failure text',
        content: { 'application/json': { schema: dataEnvelope(purchaseResultDoc) } },
      },
      400: {
        ...errorResponses[400],
        description:
          'Invalid body or query; crypto: the transaction is unknown, failed, sent from another address or not this membership’s purchase',
      },
      401: errorResponses[401],
      403: {
        ...errorResponses[403],
        description: 'Not a CONSUMER; crypto: `wallet_address` is not a verified wallet of the caller',
      },
      404: errorResponses[404],
      409: {
        ...errorResponses[409],
        description:
          'crypto: the transaction was claimed by another user or for another membership; not sold on chain',
      },
      503: errorResponses[503],
    },
  });

  const walletHold = createRoute({
    method: 'post',
    path: '/tokens/{id}/purchase/hold',
    tags: ['Checkout'],
    summary: 'Hold an open resale listing while the buyer pays it from their wallet (ours)',
    description: [
      'CONSUMER. `{id}` is another consumer’s open listing; `wallet_address` a verified wallet of the caller.',
      'The listing is held for 31 minutes, as a card checkout holds it, and the answer says what to pay: the',
      'listing’s total (`amount_units` of the stablecoin `token_address`) to the platform’s treasury (`pay_to`),',
      'in one ERC-20 transfer from that wallet, then claimed with POST /tokens/{id}/purchase?crypto=true',
      '(`token_id_bc` = the listing’s key). The same buyer asking again answers the same hold.',
    ].join(' '),
    middleware: [consumer] as const,
    request: {
      params: z.object({ id: recordIdSchema }),
      body: { required: true, content: { 'application/json': { schema: walletResaleHoldRequestSchema } } },
    },
    responses: {
      201: {
        description: 'The held listing and the payment it needs',
        content: { 'application/json': { schema: dataEnvelope(walletResalePaymentSchema) } },
      },
      400: errorResponses[400],
      401: errorResponses[401],
      403: {
        ...errorResponses[403],
        description: 'Not a CONSUMER, or `wallet_address` is not a verified wallet of the caller',
      },
      404: errorResponses[404],
      409: {
        description:
          "'This Membership is not on sale.' (held or sold to someone else, or not a listing), 'You already own this Membership', 'A purchase of this Membership is in progress.' or 'This Membership cannot be paid with a wallet. Pay by card.'",
        content: errorResponses[409].content,
      },
      429: holdLimitResponse,
      503: errorResponses[503],
    },
  });

  app.openapi(walletHold, async (c) => {
    const payment = await holdResaleForWallet(
      deps,
      c.var.auth,
      c.req.valid('param').id,
      c.req.valid('json'),
      callerOf(c, deps).clientIp,
    );
    return c.json({ data: payment }, 201);
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

  app.openapi(purchase, async (c) => {
    const handler = purchaseMethod(c.req.valid('query'));
    const result = await handler(deps, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: result }, 200);
  });
}
