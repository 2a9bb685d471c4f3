import { VALIDATION_MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localConnectAccounts, payoutAccounts } from '../../db/schema/index.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import {
  connectPayouts,
  onboardingPath,
  payoutSummaryOf,
  sendProviderEvent,
  submitBankForm,
} from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

describe.each(productionEngine())('payout onboarding through the local provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const accountOf = async (businessId: number | null) =>
    (
      await t.deps.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.businessId, businessId ?? 0))
    )[0];

  it('connects on the local page: the bank form refuses bad numbers with the spec’s messages, then the account is READY', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    expect((await payoutSummaryOf(t.app, business)).account_status).toBe('NOT_CONNECTED');

    const path = await onboardingPath(t.app, business);
    expect(path).toMatch(/^\/payouts\/local\/onboarding\/acctlink_local_[0-9a-f]{24}$/);
    expect((await payoutSummaryOf(t.app, business)).account_status).toBe('PENDING');
    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Account Number');
    expect(html).toContain('Routing Number');

    const bad = await submitBankForm(t.app, path, { account_number: '123456', routing_number: '12345678' });
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expect(badPage).toContain(VALIDATION_MESSAGES.accountNumberInvalid);
    expect(badPage).toContain(VALIDATION_MESSAGES.routingNumberInvalid);
    const empty = await (await submitBankForm(t.app, path, {})).text();
    expect(empty).toContain(VALIDATION_MESSAGES.accountNumberRequired);
    expect(empty).toContain(VALIDATION_MESSAGES.routingNumberRequired);
    expect((await payoutSummaryOf(t.app, business)).account_status).toBe('PENDING');

    const good = await submitBankForm(t.app, path, {
      account_number: '000123456789',
      routing_number: '110000000',
    });
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(
      `${t.deps.env.businessAppUrl}/settings?tab=payouts&onboarding=return`,
    );
    expect((await payoutSummaryOf(t.app, business)).account_status).toBe('READY');
    // Only the last 4 digits of the account number are kept.
    const [local] = await t.deps.db
      .select()
      .from(localConnectAccounts)
      .where(eq(localConnectAccounts.id, (await accountOf(business.businessId))?.providerAccountId ?? ''));
    expect(local).toMatchObject({ accountLast4: '6789', routingNumber: '110000000' });

    // The link is single-use.
    expect((await t.app.request(path)).status).toBe(404);
    expect(
      (await submitBankForm(t.app, path, { account_number: '1234567', routing_number: '110000000' })).status,
    ).toBe(404);
  });

  it('keeps one account per business: starting again gives a new link to the same account', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    const first = await onboardingPath(t.app, business);
    const again = await onboardingPath(t.app, business);
    expect(again).not.toBe(first);
    const rows = await t.deps.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.businessId, business.businessId ?? 0));
    expect(rows).toHaveLength(1);
    // The older link no longer opens the page.
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(again)).status).toBe(200);
  });

  it('never lets a business connect someone else’s account', async () => {
    const owner = await signedInUser(t, 'BUSINESS');
    const thief = await signedInUser(t, 'BUSINESS');
    await connectPayouts(t.app, owner);
    const ownerAccount = await accountOf(owner.businessId);
    // An account id in the request is not read: the thief gets an account of its own.
    await onboardingPath(t.app, thief, {
      body: JSON.stringify({ account: ownerAccount?.providerAccountId }),
    });
    const thiefAccount = await accountOf(thief.businessId);
    expect(thiefAccount?.providerAccountId).not.toBe(ownerAccount?.providerAccountId);
    expect((await payoutSummaryOf(t.app, thief)).account_status).toBe('PENDING');
    // An account.updated for an account no business was given changes nothing.
    await sendProviderEvent(t.app, t.deps, 'account.updated', {
      id: 'acct_not_ours',
      object: 'account',
      details_submitted: true,
      capabilities: { transfers: 'active' },
    });
    expect(
      await t.deps.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.providerAccountId, 'acct_not_ours')),
    ).toEqual([]);
    // A consumer (a seller) gets an account of their own too, never a business's, and comes back
    // to the consumer app's Settings → Payouts.
    const consumer = await signedInUser(t, 'CONSUMER');
    const consumerPath = await onboardingPath(t.app, consumer, {
      body: JSON.stringify({ account: ownerAccount?.providerAccountId }),
    });
    const [consumerAccount] = await t.deps.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, consumer.userId));
    expect(consumerAccount).toMatchObject({ businessId: null, status: 'PENDING' });
    expect(consumerAccount?.providerAccountId).not.toBe(ownerAccount?.providerAccountId);
    const back = await submitBankForm(t.app, consumerPath, {
      account_number: '000123456789',
      routing_number: '110000000',
    });
    expect(back.headers.get('location')).toBe(
      `${t.deps.env.consumerAppUrl}/settings?tab=payouts&onboarding=return`,
    );
    expect(await payoutSummaryOf(t.app, consumer)).toMatchObject({
      account_status: 'READY',
      waiting_amount: 0,
    });
    expect((await payoutSummaryOf(t.app, owner)).account_status).toBe('READY');
  });

  it('follows account.updated: an account Stripe restricts again is PENDING', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    await connectPayouts(t.app, business);
    const account = await accountOf(business.businessId);
    await sendProviderEvent(t.app, t.deps, 'account.updated', {
      id: account?.providerAccountId,
      object: 'account',
      details_submitted: true,
      capabilities: { transfers: 'inactive' },
    });
    expect((await payoutSummaryOf(t.app, business)).account_status).toBe('PENDING');
  });
});
