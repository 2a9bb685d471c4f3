import { dataEnvelope, MESSAGES, pagedEnvelope, resaleEarningSchema, sellTermsSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutsPort } from '../../adapters/payments/payments-port.ts';
import { localTransfers, payoutAccounts, sellerEarnings } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import {
  connectPayouts,
  earningsOf,
  payoutSummaryOf,
  sendProviderEvent,
  transfersOfPurchase,
} from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT } from '../../testing/test-waits.ts';
import { earningTransfersJob, transferEarnings } from '../payouts/transfer-earnings.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

// Races between API processes are the point here: both engines (PGlite and PostgreSQL's SKIP LOCKED).
describe.each(bothEngines())('resale shares paid out on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { PLATFORM_FEE_PERCENTAGE: '10', TRANSACTION_FEE_PERCENTAGE: '3' });
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const buyByCard = async (buyer: TestSession, id: number) => {
    const session = await openCheckout(on.app, buyer, id);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    const result = await pollUntilSettled(on.app, buyer, id, session.session_id);
    expect(result.error).toBeNull();
    return purchaseOf(t.deps, session.session_id);
  };
  const sell = (seller: TestSession, id: number, price: string) =>
    on.app.request(`/tokens/${id}/sell`, json({ price }, seller));
  const sellTerms = async (seller: TestSession, id: number) => {
    const response = await on.app.request(`/tokens/${id}/sell`, { headers: seller.headers });
    return dataEnvelope(sellTermsSchema).parse(await response.json()).data;
  };
  const resaleEarningsOf = async (seller: TestSession, query = '') => {
    const response = await on.app.request(`/payouts/resale-earnings${query}`, { headers: seller.headers });
    expect(response.status, await response.clone().text()).toBe(200);
    return pagedEnvelope(resaleEarningSchema).parse(await response.json());
  };
  const transfersOf = (purchaseId: number) => transfersOfPurchase(t.deps, purchaseId);
  const accountOf = async (column: 'userId' | 'businessId', id: number) =>
    (await t.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts[column], id)))[0];

  /** A consumer's copy of a $10 membership with a 7.5 % royalty, bought by card; the seller connected when asked. */
  async function ownedCopy(title: string, connect = true) {
    const membership = await on.membershipWithLock(
      title,
      { price: 10, copies: 5, ...THIRTY_DAYS },
      { royalty: '7.50' },
    );
    const seller = await signedInUser(t, 'CONSUMER');
    const bought = await buyByCard(seller, membership.tokenId);
    if (connect) await connectPayouts(t.app, seller);
    return { business: membership.business, seller, copyId: bought.resultTokenId ?? 0 };
  }
  /** The copy listed at $33.33 (the buyer pays 36.83: 2.50 commission, 1.00 fee) and bought by card. */
  async function resold(copyId: number, seller: TestSession) {
    expect((await sell(seller, copyId, '33.33')).status).toBe(200);
    const purchase = await buyByCard(await signedInUser(t, 'CONSUMER'), copyId);
    expect(purchase).toMatchObject({ kind: 'RESALE', amount: '36.83', status: 'FULFILLED' });
    return purchase;
  }

  it('refuses a listing until the seller connects a payout account, then pays the seller their share and the business its commission; the fee stays', async () => {
    const { business, seller, copyId } = await ownedCopy('Resale paid', false);
    expect((await sellTerms(seller, copyId)).payout_account_status).toBe('NOT_CONNECTED');
    const refused = await sell(seller, copyId, '33.33');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(MESSAGES.sell.payoutAccountFirst);

    await connectPayouts(t.app, seller);
    expect((await sellTerms(seller, copyId)).payout_account_status).toBe('READY');
    const purchase = await resold(copyId, seller);

    // The business has no account yet: the seller is paid, the commission waits in its balance.
    await transferEarnings(on.deps);
    const sellerAccount = await accountOf('userId', seller.userId);
    expect(await transfersOf(purchase.id)).toEqual([
      expect.objectContaining({ destination: sellerAccount?.providerAccountId, amountMinor: 3333 }),
    ]);
    expect(await payoutSummaryOf(t.app, seller)).toEqual({
      account_status: 'READY',
      waiting_amount: 0,
      transferred_amount: 33.33,
      platform_fee_percentage: 3,
    });
    const page = await resaleEarningsOf(seller);
    expect(page.meta).toEqual({ page: 1, limit: 20, total: 1 });
    expect(page.data[0]).toMatchObject({
      purchase_id: purchase.id,
      title: 'Resale paid',
      total_amount: 36.83,
      commission_amount: 2.5,
      transaction_amount: 1,
      amount: 33.33,
      status: 'TRANSFERRED',
    });
    expect((await earningsOf(t.app, business)).data[0]).toMatchObject({
      purchase_id: purchase.id,
      kind: 'RESALE',
      gross_amount: 2.5,
      fee_amount: 0,
      net_amount: 2.5,
      status: 'WAITING',
    });

    // The business connects: its commission goes; 36.83 paid, 35.83 transferred, the 1.00 fee stays.
    await connectPayouts(t.app, business);
    const businessAccount = await accountOf('businessId', business.businessId ?? 0);
    await vi.waitFor(
      async () => {
        await transferEarnings(on.deps);
        expect(await transfersOf(purchase.id)).toHaveLength(2);
      },
      { ...STATE_WAIT, interval: 200 },
    );
    const made = await transfersOf(purchase.id);
    expect(made).toContainEqual(
      expect.objectContaining({ destination: businessAccount?.providerAccountId, amountMinor: 250 }),
    );
    expect(made.reduce((sum, transfer) => sum + transfer.amountMinor, 0)).toBe(3683 - 100);

    // Refunded after the transfers: both are reversed.
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: 'ch_resale_refunded',
      object: 'charge',
      payment_intent: purchase.externalPaymentId,
      refunds: { data: [{ id: 're_resale' }] },
    });
    await transferEarnings(on.deps);
    expect((await transfersOf(purchase.id)).map((transfer) => transfer.reversalId)).toEqual([
      expect.stringMatching(/^trr_local_/),
      expect.stringMatching(/^trr_local_/),
    ]);
    expect(await payoutSummaryOf(t.app, seller)).toMatchObject({ waiting_amount: 0, transferred_amount: 0 });
    expect((await resaleEarningsOf(seller)).data[0]).toMatchObject({ status: 'REVERSED' });
    // Another consumer sees none of it.
    expect((await resaleEarningsOf(await signedInUser(t, 'CONSUMER'))).data).toEqual([]);
  });

  it('never pays a share twice: two workers at once, a crash between the transfer and its record, a restart', async () => {
    const first = await ownedCopy('Resale raced');
    const raced = await resold(first.copyId, first.seller);
    const calls: string[] = [];
    const counting: PayoutsPort = {
      ...on.deps.payments,
      async transfer(transfer) {
        calls.push(transfer.idempotencyKey);
        return on.deps.payments.transfer(transfer);
      },
    };
    const worker = (db: typeof t.deps.db) => ({ db, logger: t.deps.logger, payments: counting });
    // Two API processes' jobs at once: one of them takes the share, the other finds nothing.
    await Promise.all([transferEarnings(worker(on.deps.db)), transferEarnings(worker(t.deps.db))]);
    const [share] = await t.deps.db
      .select()
      .from(sellerEarnings)
      .where(eq(sellerEarnings.purchaseId, raced.id));
    expect(calls).toEqual([`seller-earning:${share?.id}`]);
    expect(await transfersOf(raced.id)).toHaveLength(1);

    const second = await ownedCopy('Resale crashed');
    const crashed = await resold(second.copyId, second.seller);
    // The provider made the transfer, then the process died before recording it.
    const dying: PayoutsPort = {
      ...on.deps.payments,
      async transfer(transfer) {
        await on.deps.payments.transfer(transfer);
        throw new Error('process killed after the transfer');
      },
    };
    await transferEarnings({ db: t.deps.db, logger: t.deps.logger, payments: dying });
    const shareOf = async () =>
      (await t.deps.db.select().from(sellerEarnings).where(eq(sellerEarnings.purchaseId, crashed.id)))[0];
    expect(await shareOf()).toMatchObject({ transferId: null, lastError: expect.stringContaining('killed') });
    // Claimed for a minute: a run now leaves it alone.
    await transferEarnings(on.deps);
    expect((await shareOf())?.transferId).toBeNull();

    // After a restart, once the dead process's claim lapses: the job's first passes, in two processes
    // at once, find the same transfer at the provider (same key) and record it. One transfer in all.
    await t.deps.db
      .update(sellerEarnings)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(sellerEarnings.purchaseId, crashed.id));
    await Promise.all([
      earningTransfersJob({ ...on.deps, db: t.deps.db }).run(),
      earningTransfersJob({ ...on.deps }).run(),
    ]);
    const recorded = await shareOf();
    expect(recorded).toMatchObject({ lastError: null, attempts: 2 });
    const sent = await t.deps.db
      .select()
      .from(localTransfers)
      .where(eq(localTransfers.idempotencyKey, `seller-earning:${recorded?.id}`));
    expect(sent).toEqual([expect.objectContaining({ id: recorded?.transferId, amountMinor: 3333 })]);
    expect(await payoutSummaryOf(t.app, second.seller)).toMatchObject({ transferred_amount: 33.33 });
  });

  it('cancels the shares of a resale refunded or disputed before the transfer; a won dispute releases them', async () => {
    const refundedCopy = await ownedCopy('Resale refunded');
    const refunded = await resold(refundedCopy.copyId, refundedCopy.seller);
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: 'ch_resale_before',
      object: 'charge',
      payment_intent: refunded.externalPaymentId,
      refunds: { data: [{ id: 're_resale_before' }] },
    });
    await connectPayouts(t.app, refundedCopy.business);
    await transferEarnings(on.deps);
    expect(await transfersOf(refunded.id)).toEqual([]);
    expect((await resaleEarningsOf(refundedCopy.seller)).data[0]).toMatchObject({ status: 'REFUNDED' });
    expect(await payoutSummaryOf(t.app, refundedCopy.seller)).toMatchObject({
      waiting_amount: 0,
      transferred_amount: 0,
    });

    const disputedCopy = await ownedCopy('Resale disputed');
    const disputed = await resold(disputedCopy.copyId, disputedCopy.seller);
    const dispute = { id: 'dp_resale', object: 'dispute', payment_intent: disputed.externalPaymentId };
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', {
      ...dispute,
      status: 'needs_response',
    });
    await connectPayouts(t.app, disputedCopy.business);
    await transferEarnings(on.deps);
    expect(await transfersOf(disputed.id)).toEqual([]);
    expect((await resaleEarningsOf(disputedCopy.seller)).data[0]).toMatchObject({ status: 'DISPUTED' });

    await sendProviderEvent(t.app, t.deps, 'charge.dispute.closed', { ...dispute, status: 'won' });
    await vi.waitFor(
      async () => {
        await transferEarnings(on.deps);
        expect(await transfersOf(disputed.id)).toHaveLength(2);
      },
      { ...STATE_WAIT, interval: 200 },
    );
  });
});
