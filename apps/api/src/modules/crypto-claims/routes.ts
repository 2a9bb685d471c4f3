import { createRoute } from '@hono/zod-openapi';
import {
  cryptoPurchaseRequestSchema,
  walletResaleHoldRequestSchema,
  walletResalePaymentSchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../http/client-ip.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody } from '../../http/route-docs.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { purchaseMethod } from '../purchases/purchase-method.ts';
import { holdLimitResponse } from '../purchases/routes.ts';
import { claimCryptoPurchase } from './claim-crypto-purchase.ts';
import { holdResaleForWallet } from './wallet-resale-hold.ts';

/** POST /tokens/{id}/purchase?crypto=true: claims the buyer's mined transaction (R7). */
export const cryptoPurchase = purchaseMethod(cryptoPurchaseRequestSchema, claimCryptoPurchase);

/** POST /tokens/{id}/purchase/hold: holds a resale listing for a wallet payment. */
export function registerWalletHoldRoutes(app: Router, deps: AppDeps) {
  const consumer = requireAuth(deps, { role: 'CONSUMER' });
  app.use('/tokens/:id/purchase/hold', retryAfterHeader);

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
      params: idParams,
      body: jsonBody(walletResaleHoldRequestSchema),
    },
    responses: {
      201: dataAnswer('The held listing and the payment it needs', walletResalePaymentSchema),
      400: errorResponses[400],
      401: errorResponses[401],
      403: refusal('Not a CONSUMER, or `wallet_address` is not a verified wallet of the caller'),
      404: errorResponses[404],
      409: refusal(
        "'This Membership is not on sale.' (held or sold to someone else, or not a listing), 'You already own this Membership', 'A purchase of this Membership is in progress.' or 'This Membership cannot be paid with a wallet. Pay by card.'",
      ),
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
}
