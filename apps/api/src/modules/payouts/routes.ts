import { createRoute, z } from '@hono/zod-openapi';
import {
  earningSchema,
  earningsQuerySchema,
  payoutOnboardingSchema,
  payoutSummarySchema,
  payoutTransferSchema,
  resaleEarningSchema,
  revenueQuerySchema,
  revenueSchema,
  transfersQuerySchema,
} from '@keyclub/domain';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { errorResponses, refusal } from '../../http/error-responses.ts';
import { HttpError } from '../../http/errors.ts';
import type { Router } from '../../http/open-api-app.ts';
import { EMPTY_PAGE, pageAnswerOf } from '../../http/page-answer.ts';
import { type AuthContext, requireAuth } from '../../http/require-auth.ts';
import { dataAnswer, guarded, pagedListRoute, security } from '../../http/route-docs.ts';
import { registerCryptoPayoutRoutes } from './crypto-routes.ts';
import { earningsCsv } from './earnings-csv.ts';
import { listEarnings, payoutSummary } from './earnings-view.ts';
import { type Payee, startOnboarding } from './payout-account.ts';
import { listPayoutsMade } from './payouts-made.ts';
import { revenuePerDay } from './revenue-per-day.ts';
import { listSellerEarnings, sellerPayoutSummary } from './seller-earnings-view.ts';

const tags = ['Payouts'];

const summaryRoute = createRoute({
  method: 'get',
  path: '/payouts',
  tags,
  summary: 'The caller’s payout account state and card balance (waiting, transferred)',
  description:
    'A business: its earnings from card sales, renewals and resale commissions. A consumer: their shares of card resales of their copies.',
  security,
  responses: {
    200: dataAnswer('The summary', payoutSummarySchema.meta({ id: 'PayoutSummary' })),
    ...guarded,
  },
});

const onboardingRoute = createRoute({
  method: 'post',
  path: '/payouts/onboarding',
  tags,
  summary: 'Connect a payout account: the link to the provider’s onboarding',
  description:
    'Makes the caller’s payout account (a business’s, or a consumer’s for their resales) at the provider once (Stripe Connect Express, or the local provider), then answers a fresh single-use onboarding link that comes back to Settings → Payouts of the caller’s app. No account id is ever taken from the caller.',
  security,
  responses: {
    200: dataAnswer('Where the browser goes', payoutOnboardingSchema),
    ...guarded,
    409: refusal('The business profile is not made yet'),
    503: errorResponses[503],
  },
});

const earningsRoute = pagedListRoute({
  path: '/payouts/earnings',
  tags,
  summary: 'The business’s earnings from card sales, renewals and resale commissions, newest first, paged',
  query: earningsQuerySchema,
  item: earningSchema.meta({ id: 'Earning' }),
});

const transfersRoute = pagedListRoute({
  path: '/payouts/transfers',
  tags,
  summary: 'Payouts made: the transfers to the business’s payout account, newest first, paged',
  query: transfersQuerySchema,
  item: payoutTransferSchema.meta({ id: 'PayoutTransfer' }),
});

const revenueRoute = createRoute({
  method: 'get',
  path: '/payouts/revenue',
  tags,
  summary: 'The business’s revenue per day (card and crypto) over the last 30 or 90 days (days=30|90)',
  security,
  request: { query: revenueQuerySchema },
  responses: {
    200: dataAnswer('Every day of the range, oldest first', revenueSchema.meta({ id: 'Revenue' })),
    400: errorResponses[400],
    ...guarded,
  },
});

const resaleEarningsRoute = pagedListRoute({
  path: '/payouts/resale-earnings',
  tags,
  summary: 'The consumer’s resales (card and crypto), newest first, paged: what each paid and where it went',
  query: earningsQuerySchema,
  item: resaleEarningSchema.meta({ id: 'ResaleEarning' }),
});

const earningsCsvRoute = createRoute({
  method: 'get',
  path: '/payouts/earnings.csv',
  tags,
  summary: 'The business’s whole earnings ledger as CSV, newest first',
  description:
    'Date, Membership, Kind, Amount, Fee %, Fee, Net, Status, Transferred at, Paid to (Payout account, or a crypto commission’s wallet): the rows of GET /payouts/earnings, all of them. A cell a spreadsheet would run as a formula starts with an apostrophe.',
  security,
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...guarded,
  },
});

/** Whose payouts the caller reads or connects; null for a business without a profile yet. Fail closed. */
function payeeOf(auth: AuthContext): Payee | null {
  if (auth.role === 'CONSUMER') return { kind: 'consumer', userId: auth.userId };
  if (auth.role !== 'BUSINESS') throw new HttpError(403, ACCESS_MESSAGES.forbidden);
  return auth.businessId === null ? null : { kind: 'business', businessId: auth.businessId };
}

export function registerPayoutRoutes(app: Router, deps: AppDeps) {
  const business = requireAuth(deps, { role: 'BUSINESS' });
  const consumer = requireAuth(deps, { role: 'CONSUMER' });
  const payee = requireAuth(deps);

  app.openapi({ ...summaryRoute, middleware: payee }, async (c) => {
    const caller = payeeOf(c.var.auth);
    if (caller?.kind === 'consumer') {
      return c.json({ data: await sellerPayoutSummary(deps, caller.userId) }, 200);
    }
    if (caller === null) {
      const none = { account_status: 'NOT_CONNECTED' as const, waiting_amount: 0, transferred_amount: 0 };
      return c.json({ data: { ...none, platform_fee_percentage: deps.env.platformFeePercentage } }, 200);
    }
    return c.json({ data: await payoutSummary(deps, caller.businessId) }, 200);
  });

  app.openapi({ ...onboardingRoute, middleware: payee }, async (c) => {
    const caller = payeeOf(c.var.auth);
    if (caller === null) throw new HttpError(409, 'Create your business profile first.');
    return c.json({ data: await startOnboarding(deps, caller) }, 200);
  });

  app.openapi({ ...resaleEarningsRoute, middleware: consumer }, async (c) => {
    const page = c.req.valid('query');
    return c.json(pageAnswerOf(page, await listSellerEarnings(deps, c.var.auth.userId, page)), 200);
  });

  app.openapi({ ...earningsRoute, middleware: business }, async (c) => {
    const page = c.req.valid('query');
    const { businessId } = c.var.auth;
    const found = businessId === null ? EMPTY_PAGE : await listEarnings(deps, businessId, page);
    return c.json(pageAnswerOf(page, found), 200);
  });

  app.openapi({ ...transfersRoute, middleware: business }, async (c) => {
    const page = c.req.valid('query');
    const { businessId } = c.var.auth;
    const found = businessId === null ? EMPTY_PAGE : await listPayoutsMade(deps, businessId, page);
    return c.json(pageAnswerOf(page, found), 200);
  });

  app.openapi({ ...revenueRoute, middleware: business }, async (c) => {
    const { days } = c.req.valid('query');
    // No business profile yet: no sales, every day 0 (business id 0 matches no row).
    return c.json({ data: await revenuePerDay(deps, c.var.auth.businessId ?? 0, days) }, 200);
  });

  app.openapi({ ...earningsCsvRoute, middleware: business }, async (c) => {
    const { businessId } = c.var.auth;
    const headers = {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="keyclub-earnings.csv"',
      'Cache-Control': 'no-store',
    };
    // No business profile yet: no earnings, the header line alone.
    return c.body(earningsCsv(deps, businessId ?? 0), 200, headers);
  });

  registerCryptoPayoutRoutes(app, deps);
}
