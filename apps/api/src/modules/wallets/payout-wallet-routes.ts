import { createRoute } from '@hono/zod-openapi';
import { payoutWalletSchema, walletLinkRequestSchema, walletNonceSchema } from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { HttpError } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, guarded, jsonBody, security } from '../../http/route-docs.ts';
import { payoutWalletOf } from '../../read-models/payout-wallet.ts';
import { retryAfterHeader } from '../../throttle/retry-later.ts';
import { businessSiweDomain, linkPayoutWallet } from './payout-wallet.ts';
import { issueWalletNonce } from './wallet-nonce.ts';

const tags = ['Payouts'];
const walletAnswer = dataAnswer('The payout wallet', payoutWalletSchema);

const walletRoute = createRoute({
  method: 'get',
  path: '/payouts/wallet',
  tags,
  summary: 'The business’s payout wallet (crypto withdrawals go there), or none',
  security,
  responses: { 200: walletAnswer, ...guarded },
});

const walletNonceRoute = createRoute({
  method: 'get',
  path: '/payouts/wallet/nonce',
  tags,
  summary: 'A nonce for the Sign-In with Ethereum message that links the payout wallet',
  description:
    'As GET /wallet/{id}/nonce (valid 10 minutes, once, counted in the same hourly allowance), with the business app’s host as the domain the message must name.',
  security,
  responses: {
    200: dataAnswer('Put these in the EIP-4361 message', walletNonceSchema),
    ...guarded,
    429: refusal('Too many nonces in the last hour; Retry-After says when'),
    503: errorResponses[503],
  },
});

const linkWalletRoute = createRoute({
  method: 'put',
  path: '/payouts/wallet',
  tags,
  summary: 'Link (or change) the payout wallet by its Sign-In with Ethereum signature',
  description:
    'The message must name the business app’s host (BUSINESS_APP_URL), the deployment’s chain, a live nonce of the caller from GET /payouts/wallet/nonce, `address`, and be signed by it (checked on chain for smart accounts). A custody address is refused.',
  security,
  request: { body: jsonBody(walletLinkRequestSchema) },
  responses: {
    200: walletAnswer,
    400: refusal('Invalid body, message, nonce or signature'),
    ...guarded,
    409: refusal('No business profile yet, or a custody address'),
    503: errorResponses[503],
  },
});

/**
 * A business's payout wallet (where crypto withdrawals go), linked by Sign-In with Ethereum for the
 * business app's host: the wallets module's mechanism, under /payouts where the business looks for it.
 */
export function registerPayoutWalletRoutes(app: Router, deps: AppDeps) {
  const business = requireAuth(deps, { role: 'BUSINESS' });
  app.use('/payouts/wallet/nonce', retryAfterHeader);

  app.openapi({ ...walletRoute, middleware: business }, async (c) => {
    const { businessId } = c.var.auth;
    const none = { address: null, verified_at: null };
    return c.json({ data: businessId === null ? none : await payoutWalletOf(deps, businessId) }, 200);
  });

  app.openapi({ ...walletNonceRoute, middleware: business }, async (c) => {
    return c.json({ data: await issueWalletNonce(deps, c.var.auth.userId, businessSiweDomain(deps)) }, 200);
  });

  app.openapi({ ...linkWalletRoute, middleware: business }, async (c) => {
    const { userId, businessId } = c.var.auth;
    if (businessId === null) throw new HttpError(409, 'Create your business profile first.');
    return c.json({ data: await linkPayoutWallet(deps, { userId, businessId }, c.req.valid('json')) }, 200);
  });
}
