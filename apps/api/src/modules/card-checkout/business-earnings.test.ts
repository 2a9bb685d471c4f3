import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutsPort } from '../../adapters/payments/payments-port.ts';
import { businessEarnings, localTransfers } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import {
  connectPayouts,
  earningsOf,
  payoutSummaryOf,
  sendProviderEvent,
} from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT } from '../../testing/test-waits.ts';
import { allEarnings } from '../payouts/earnings-view.ts';
import { transferEarnings } from '../payouts/transfer-earnings.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(bothEngines())('business earnings from card sales on %s', (kind) => {
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

  /** A membership sold by card to a new consumer and delivered; its business and the purchase. */
  async function soldByCard(title: string, price: number) {
    const membership = await on.membershipWithLock(title, { price, copies: 5, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, membership.tokenId);
    expect((await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' })).status).toBe(303);
    await pollUntilSettled(on.app, buyer, membership.tokenId, session.session_id);
    const purchase = await purchaseOf(on.deps, session.session_id);
    expect(purchase.status).toBe('FULFILLED');
    return { business: membership.business, purchase };
  }
  const transfersTo = async (businessId: number | null) =>
    t.deps.db
      .select({ transfer: localTransfers })
      .from(localTransfers)
      .innerJoin(businessEarnings, eq(businessEarnings.transferId, localTransfers.id))
      .where(eq(businessEarnings.businessId, businessId ?? 0));
  /**
   * The business's transfers once `count` are made: the connect's and the dispute's webhooks start a
   * run of their own in the background, which holds its rows until it is done.
   */
  const madeTransfers = (businessId: number | null, count: number) =>
    vi.waitFor(
      async () => {
        const made = await transfersTo(businessId);
        expect(made).toHaveLength(count);
        return made;
      },
      { ...STATE_WAIT, interval: 200 },
    );

  it('earns the price less the platform fee; it waits until the business connects, then is transferred once', async () => {
    const { business, purchase } = await soldByCard('Payout gold', 25.5);
    // Not connected yet: the sale still went through; its earning waits in the balance.
    expect(await transferEarnings(on.deps)).toBe(0);
    expect(await payoutSummaryOf(t.app, business)).toEqual({
      account_status: 'NOT_CONNECTED',
      waiting_amount: 22.95,
      transferred_amount: 0,
      platform_fee_percentage: 10,
    });
    const waiting = await earningsOf(t.app, business);
    expect(waiting.meta).toEqual({ page: 1, limit: 20, total: 1 });
    expect(waiting.data[0]).toMatchObject({
      purchase_id: purchase.id,
      kind: 'PURCHASE',
      title: 'Payout gold',
      gross_amount: 25.5,
      fee_percentage: 10,
      fee_amount: 2.55,
      net_amount: 22.95,
      status: 'WAITING',
      transferred_at: null,
    });

    await connectPayouts(t.app, business);
    // Jobs in several processes at once, and again later: one transfer.
    await Promise.all([transferEarnings(on.deps), transferEarnings(on.deps), transferEarnings(t.deps)]);
    await transferEarnings(on.deps);
    const made = await madeTransfers(business.businessId, 1);
    expect(made[0]?.transfer).toMatchObject({ amountMinor: 2295, currency: 'USD', reversalId: null });
    expect(await payoutSummaryOf(t.app, business)).toMatchObject({
      account_status: 'READY',
      waiting_amount: 0,
      transferred_amount: 22.95,
    });
    expect((await earningsOf(t.app, business)).data[0]).toMatchObject({ status: 'TRANSFERRED' });

    // A refund after the transfer takes it back (a transfer reversal).
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: 'ch_refunded',
      object: 'charge',
      payment_intent: purchase.externalPaymentId,
      refunds: { data: [{ id: 're_payout_gold' }] },
    });
    await transferEarnings(on.deps);
    const [reversed] = await transfersTo(business.businessId);
    expect(reversed?.transfer.reversalId).toMatch(/^trr_local_/);
    expect(await payoutSummaryOf(t.app, business)).toMatchObject({
      waiting_amount: 0,
      transferred_amount: 0,
    });
    expect((await earningsOf(t.app, business)).data[0]).toMatchObject({ status: 'REVERSED' });
  });

  it('never pays out a sale refunded or disputed before its transfer; a won dispute releases it', async () => {
    const refunded = await soldByCard('Payout refunded', 10);
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: 'ch_before',
      object: 'charge',
      payment_intent: refunded.purchase.externalPaymentId,
      refunds: { data: [{ id: 're_before' }] },
    });
    await connectPayouts(t.app, refunded.business);
    await transferEarnings(on.deps);
    expect(await transfersTo(refunded.business.businessId)).toEqual([]);
    expect((await earningsOf(t.app, refunded.business)).data[0]).toMatchObject({ status: 'REFUNDED' });
    expect(await payoutSummaryOf(t.app, refunded.business)).toMatchObject({ waiting_amount: 0 });

    const disputed = await soldByCard('Payout disputed', 12);
    const dispute = { id: 'dp_1', object: 'dispute', payment_intent: disputed.purchase.externalPaymentId };
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', {
      ...dispute,
      status: 'needs_response',
    });
    await connectPayouts(t.app, disputed.business);
    await transferEarnings(on.deps);
    expect(await transfersTo(disputed.business.businessId)).toEqual([]);
    expect((await earningsOf(t.app, disputed.business)).data[0]).toMatchObject({ status: 'DISPUTED' });

    await sendProviderEvent(t.app, t.deps, 'charge.dispute.closed', { ...dispute, status: 'won' });
    await transferEarnings(on.deps);
    await madeTransfers(disputed.business.businessId, 1);
  });

  it('retries a failed transfer with the same idempotency key, and pages the earnings in the database', async () => {
    const first = await soldByCard('Payout retried', 8);
    await connectPayouts(t.app, first.business);
    await madeTransfers(first.business.businessId, 1);
    const keys: string[] = [];
    let failing = true;
    const flaky: PayoutsPort = {
      ...on.deps.payments,
      async transfer(transfer) {
        keys.push(transfer.idempotencyKey);
        if (failing) throw new Error('provider down');
        return on.deps.payments.transfer(transfer);
      },
    };
    const deps = { db: on.deps.db, logger: on.deps.logger, payments: flaky };
    // A sale made after the connect, moved to this business, meets a provider that is down.
    const second = await soldByCard('Payout retried', 8);
    await t.deps.db
      .update(businessEarnings)
      .set({ businessId: first.business.businessId ?? 0 })
      .where(eq(businessEarnings.purchaseId, second.purchase.id));
    expect(await transferEarnings(deps)).toBe(0);
    const [row] = await t.deps.db
      .select()
      .from(businessEarnings)
      .where(eq(businessEarnings.purchaseId, second.purchase.id));
    expect(row).toMatchObject({ transferId: null, lastError: expect.stringContaining('provider down') });
    // Claimed for a minute: a run now does not call again; once the claim lapses it does.
    expect(await transferEarnings(deps)).toBe(0);
    await t.deps.db
      .update(businessEarnings)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(businessEarnings.purchaseId, second.purchase.id));
    failing = false;
    expect(await transferEarnings(deps)).toBe(1);
    expect(keys.filter((key) => key === `earning:${row?.id}`)).toHaveLength(2);
    await madeTransfers(first.business.businessId, 2);

    const page = await earningsOf(t.app, first.business, '?page=2&limit=1');
    expect(page.meta).toEqual({ page: 2, limit: 1, total: 2 });
    expect(page.data.map((earning) => earning.purchase_id)).toEqual([first.purchase.id]);
    // The CSV export: the same rows, all of them, newest first, read in keyset batches.
    const batches: number[][] = [];
    for await (const batch of allEarnings(t.deps, first.business.businessId ?? 0, 1)) {
      batches.push(batch.map((earning) => earning.purchase_id));
    }
    expect(batches).toEqual([[second.purchase.id], [first.purchase.id]]);
    const csv = await t.app.request('/payouts/earnings.csv', { headers: first.business.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Membership,Kind,Amount,Fee %,Fee,Net,Status,Transferred at,Paid to');
    expect(lines.slice(1).map((line) => [...line.split(',').slice(1, 8), line.split(',')[9]])).toEqual([
      ['Payout retried', 'PURCHASE', '8.00', '10', '0.80', '7.20', 'TRANSFERRED', 'Payout account'],
      ['Payout retried', 'PURCHASE', '8.00', '10', '0.80', '7.20', 'TRANSFERRED', 'Payout account'],
    ]);
    // Another business sees none of them.
    const stranger = await signedInUser(t, 'BUSINESS');
    expect((await earningsOf(t.app, stranger)).data).toEqual([]);
    const strangerCsv = await t.app.request('/payouts/earnings.csv', { headers: stranger.headers });
    expect((await strangerCsv.text()).trimEnd().split('\r\n')).toHaveLength(1);
  });
});
