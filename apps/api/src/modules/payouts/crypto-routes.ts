import { createRoute } from '@hono/zod-openapi';
import {
  cryptoBalancesSchema,
  cryptoWithdrawalRequestSchema,
  cryptoWithdrawalSchema,
  withdrawalsQuerySchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { HttpError } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { EMPTY_PAGE, pageAnswerOf } from '../../http/page-answer.ts';
import { type AuthContext, requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, guarded, jsonBody, pagedListRoute, security } from '../../http/route-docs.ts';
import { cryptoBalances, listWithdrawals } from './crypto-balances.ts';
import { NO_PAYOUT_WALLET, WITHDRAWAL_UNDER_WAY, withdrawCrypto } from './withdraw-crypto.ts';
import { MORE_THAN_THE_LOCK_HOLDS } from './withdraw-write.ts';

const tags = ['Payouts'];

const balancesRoute = createRoute({
  method: 'get',
  path: '/payouts/crypto',
  tags,
  summary: 'Crypto balances: per membership lock, available on chain and withdrawn so far',
  security,
  responses: {
    200: dataAnswer('The balances', cryptoBalancesSchema.meta({ id: 'CryptoBalances' })),
    ...guarded,
    503: errorResponses[503],
  },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/payouts/withdrawals',
  tags,
  summary: 'Withdraw a membership lock’s crypto sales to the payout wallet',
  description:
    'The API signer calls the lock’s withdraw(token, payout wallet, amount) as its lock manager, through the chain writes (recorded first, resumed after a restart). One unfinished withdrawal per lock. 200 once mined, 202 while still on its way (GET /payouts/withdrawals shows it).',
  security,
  request: { body: jsonBody(cryptoWithdrawalRequestSchema) },
  responses: {
    200: dataAnswer('Withdrawn', cryptoWithdrawalSchema.meta({ id: 'CryptoWithdrawal' })),
    202: dataAnswer('Recorded, still on its way', cryptoWithdrawalSchema),
    400: refusal(`Invalid body, or '${MORE_THAN_THE_LOCK_HOLDS}'`),
    ...guarded,
    404: refusal('No membership with a lock of the caller’s business has this id'),
    409: refusal(`'${NO_PAYOUT_WALLET}', '${WITHDRAWAL_UNDER_WAY}', or no profile`),
    502: refusal('The chain refused the withdrawal (nothing was paid)'),
    503: errorResponses[503],
  },
});

const withdrawalsRoute = pagedListRoute({
  path: '/payouts/withdrawals',
  tags,
  summary: 'The business’s crypto withdrawals, newest first, paged',
  query: withdrawalsQuerySchema,
  item: cryptoWithdrawalSchema,
});

/** The caller's business; a business user without a profile has no wallet nor locks yet. */
function ownerOf(auth: AuthContext) {
  if (auth.businessId === null) throw new HttpError(409, 'Create your business profile first.');
  return { userId: auth.userId, businessId: auth.businessId };
}

/** The business's crypto payouts: its locks' balances and withdrawals from them (the payout wallet: wallets/payout-wallet-routes.ts). */
export function registerCryptoPayoutRoutes(app: Router, deps: AppDeps) {
  const business = requireAuth(deps, { role: 'BUSINESS' });
  app.openapi({ ...balancesRoute, middleware: business }, async (c) => {
    const { businessId } = c.var.auth;
    const none = { wallet: null, available_amount: 0, withdrawn_amount: 0, locks: [] };
    return c.json({ data: businessId === null ? none : await cryptoBalances(deps, businessId) }, 200);
  });

  app.openapi({ ...withdrawRoute, middleware: business }, async (c) => {
    const withdrawal = await withdrawCrypto(deps, ownerOf(c.var.auth), c.req.valid('json'));
    return c.json({ data: withdrawal }, withdrawal.status === 'PENDING' ? 202 : 200);
  });

  app.openapi({ ...withdrawalsRoute, middleware: business }, async (c) => {
    const page = c.req.valid('query');
    const { businessId } = c.var.auth;
    const found = businessId === null ? EMPTY_PAGE : await listWithdrawals(deps, businessId, page);
    return c.json(pageAnswerOf(page, found), 200);
  });
}
