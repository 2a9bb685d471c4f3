import { dataEnvelope, pagedEnvelope, payoutTransferSchema, revenueSchema } from '@keyclub/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessEarnings } from '../../db/schema/index.ts';
import { boughtByCard, checkoutOnFork } from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts, sendProviderEvent } from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT } from '../../testing/test-waits.ts';
import { transferEarnings } from '../payouts/transfer-earnings.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The business's /payouts page reads: payouts made (GET /payouts/transfers) and revenue per day. */
describe.each(bothEngines())('payouts made and revenue per day on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { PLATFORM_FEE_PERCENTAGE: '10' });
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const buy = async (membership: { tokenId: number }) => (await boughtByCard(on, t, membership)).purchase;
  const read = (path: string, session?: TestSession) => t.app.request(path, { headers: session?.headers });
  async function transfers(business: TestSession, query = '') {
    const response = await read(`/payouts/transfers${query}`, business);
    expect(response.status, await response.clone().text()).toBe(200);
    return pagedEnvelope(payoutTransferSchema).parse(await response.json());
  }
  async function revenue(business: TestSession, days: number) {
    const response = await read(`/payouts/revenue?days=${days}`, business);
    expect(response.status, await response.clone().text()).toBe(200);
    return dataEnvelope(revenueSchema).parse(await response.json()).data;
  }

  it('lists the transfers made, newest first and paged, and sums revenue per UTC day in the range', async () => {
    const membership = await on.membershipWithLock('Payouts made', { price: 20, copies: 9, ...THIRTY_DAYS });
    const { business } = membership;
    const first = await buy(membership);
    const second = await buy(membership);
    const refunded = await buy(membership);
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: 'ch_made_refunded',
      object: 'charge',
      payment_intent: refunded.externalPaymentId,
      refunds: { data: [{ id: 're_made' }] },
    });
    // Nothing transferred before the business connects: no payouts made yet.
    expect((await transfers(business)).meta.total).toBe(0);

    await connectPayouts(t.app, business);
    await vi.waitFor(
      async () => {
        await transferEarnings(on.deps);
        expect((await transfers(business)).meta.total).toBe(2);
      },
      { ...STATE_WAIT, interval: 200 },
    );
    const page1 = await transfers(business, '?limit=1');
    const page2 = await transfers(business, '?limit=1&page=2');
    expect(page1.meta).toEqual({ page: 1, limit: 1, total: 2 });
    expect(page2.meta.total).toBe(2);
    expect(page1.data[0]).toMatchObject({
      title: 'Payouts made',
      kind: 'PURCHASE',
      amount: 18,
      reversed_at: null,
    });
    expect(page1.data[0]?.transfer_id).toMatch(/^tr_local_/);
    const listed = [page1.data[0]?.transferred_at ?? '', page2.data[0]?.transferred_at ?? ''];
    expect(listed).toEqual([...listed].sort().reverse());
    expect(new Set([page1.data[0]?.id, page2.data[0]?.id]).size).toBe(2);
    // Past the end: no rows, the total still right.
    expect(await transfers(business, '?limit=1&page=5')).toMatchObject({ data: [], meta: { total: 2 } });

    // Revenue: one of the sales moved 40 days back shows in the 90-day range only; the refund is left out.
    await t.deps.db
      .update(businessEarnings)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(businessEarnings.purchaseId, second.id));
    const month = await revenue(business, 30);
    expect(month.per_day).toHaveLength(30);
    expect(month.per_day.at(-1)).toEqual({ day: utcDay(new Date()), amount: 20 });
    expect(month.per_day[0]?.day).toBe(utcDay(new Date(Date.now() - 29 * DAY_MS)));
    expect(month.total).toBe(20);
    const quarter = await revenue(business, 90);
    expect(quarter.per_day).toHaveLength(90);
    expect(quarter.total).toBe(40);
    expect(
      quarter.per_day.find((day) => day.day === utcDay(new Date(Date.now() - 40 * DAY_MS)))?.amount,
    ).toBe(20);
    expect(first.status).toBe('FULFILLED');
  });

  it('answers each business its own figures only, and refuses other callers and ranges', async () => {
    const stranger = (
      await on.membershipWithLock('Stranger payouts', { price: 5, copies: 2, ...THIRTY_DAYS })
    ).business;
    // Another business's transfers and revenue (the test above) are not the stranger's.
    expect((await transfers(stranger)).meta.total).toBe(0);
    expect((await revenue(stranger, 30)).total).toBe(0);
    const consumer = await signedInUser(t, 'CONSUMER');
    expect((await read('/payouts/transfers', consumer)).status).toBe(403);
    expect((await read('/payouts/revenue', consumer)).status).toBe(403);
    expect((await read('/payouts/transfers')).status).toBe(401);
    expect((await read('/payouts/revenue')).status).toBe(401);
    expect((await read('/payouts/revenue?days=7', stranger)).status).toBe(400);
    expect((await read('/payouts/revenue?days=3650', stranger)).status).toBe(400);
    expect((await revenue(stranger, 30)).days).toBe(30);
  });
});
