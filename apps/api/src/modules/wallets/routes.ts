import { createRoute, z } from '@hono/zod-openapi';
import { walletItemSchema, walletLinkRequestSchema, walletNonceSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { HttpError } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { idParams } from '../../http/request-schemas.ts';
import { type AuthContext, requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, jsonBody, security } from '../../http/route-docs.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { linkWallet } from './link-wallet.ts';
import { listWallets } from './list-wallets.ts';
import { registerPayoutWalletRoutes } from './payout-wallet-routes.ts';
import { issueWalletNonce } from './wallet-nonce.ts';
import { WALLET_NONCES_PER_HOUR } from './wallet-nonce-limit.ts';

const walletsAnswer = dataAnswer(
  'The user’s verified wallet addresses, oldest first',
  z.array(walletItemSchema),
);
const ownIdOnly = refusal('`{id}` is not the caller’s own user id');

/** `{id}` names the user whose wallets these are: only that user may read or link them. */
function ownUserId(auth: AuthContext, id: number): number {
  if (id !== auth.userId) throw new HttpError(403, ACCESS_MESSAGES.forbidden);
  return id;
}

const listRoute = createRoute({
  method: 'get',
  path: '/wallet/{id}',
  tags: ['Wallet'],
  summary: 'The caller’s verified wallet addresses',
  security,
  request: { params: idParams },
  responses: { 200: walletsAnswer, 400: errorResponses[400], 401: errorResponses[401], 403: ownIdOnly },
});

const nonceRoute = createRoute({
  method: 'get',
  path: '/wallet/{id}/nonce',
  tags: ['Wallet'],
  summary: 'A nonce for one Sign-In with Ethereum message, with the domain and chain it must name',
  description: `The nonce is 16 letters and digits, valid 10 minutes and for one POST /wallet/{id} (a failed one spends it too). Stored hashed. At most ${WALLET_NONCES_PER_HOUR} per user an hour.`,
  security,
  request: { params: idParams },
  responses: {
    200: dataAnswer('Put these in the EIP-4361 message', walletNonceSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    403: ownIdOnly,
    429: refusal(
      `More than ${WALLET_NONCES_PER_HOUR} nonces asked for by the caller in the last hour; Retry-After tells when to try again`,
    ),
    503: errorResponses[503],
  },
});

const linkRoute = createRoute({
  method: 'post',
  path: '/wallet/{id}',
  tags: ['Wallet'],
  summary: 'Link a wallet by its signature of a Sign-In with Ethereum (EIP-4361) message',
  description: [
    'The message must name the consumer app’s host (CONSUMER_APP_URL) as domain, the deployment’s chain id,',
    'a live nonce of this user from GET /wallet/{id}/nonce, `address` as its address, and have been issued',
    'within the last 10 minutes. The signature is checked on chain too (smart accounts, ERC-1271 / ERC-6492).',
    'Linking the same address again refreshes its verification.',
  ].join(' '),
  security,
  request: { params: idParams, body: jsonBody(walletLinkRequestSchema) },
  responses: {
    200: walletsAnswer,
    400: refusal(
      'Invalid body; the message is for another address or was not signed by it (`Signing address does not match connecting address`); another domain or chain, or too old; nonce unknown, expired or used',
    ),
    401: errorResponses[401],
    403: ownIdOnly,
    409: refusal('The address is linked to another account, or is a custody address (never linked)'),
    503: errorResponses[503],
  },
});

export function registerWalletRoutes(app: Router, deps: AppDeps) {
  const auth = requireAuth(deps);
  app.use('/wallet/:id/nonce', retryAfterHeader);

  app.openapi({ ...listRoute, middleware: auth }, async (c) => {
    const userId = ownUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ data: await listWallets(deps.db, userId) }, 200);
  });

  app.openapi({ ...nonceRoute, middleware: auth }, async (c) => {
    const userId = ownUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ data: await issueWalletNonce(deps, userId) }, 200);
  });

  app.openapi({ ...linkRoute, middleware: auth }, async (c) => {
    const userId = ownUserId(c.var.auth, c.req.valid('param').id);
    return c.json({ data: await linkWallet(deps, userId, c.req.valid('json')) }, 200);
  });
  registerPayoutWalletRoutes(app, deps);
}
