import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DISPUTE_FEE_MINOR } from '../../adapters/payments/local-dashboard.ts';
import { businessEarnings, localDisputes, localTransfers, payoutAccounts } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts, earningsOf, sendProviderEvent } from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { transferEarnings } from '../payouts/transfer-earnings.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

/**
 * Issue 34: a dispute through the local provider as Stripe runs one. Opened, the platform is debited
 * the amount and the fee and the business's transfer is reversed; closed won, the platform gets both
 * back and the earning is sent again, once; closed lost, both stay taken and it stays reversed.
 */
describe.each(bothEngines())('a dispute’s debit on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  let operator: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
    operator = await signedInUser(t, 'OPERATOR');
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const dashboard = (session: TestSession, sessionId: string, action: string) =>
    on.app.request(`/checkout/local-dashboard/${sessionId}/${action}`, {
      method: 'POST',
      headers: session.headers,
    });
  /** A $12 sale by card to a connected business, transferred: the business, purchase and session. */
  async function transferredSale(title: string) {
    const membership = await on.membershipWithLock(title, { price: 12, copies: 3, ...THIRTY_DAYS });
    await connectPayouts(t.app, membership.business);
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, membership.tokenId);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    expect((await pollUntilSettled(on.app, buyer, membership.tokenId, session.session_id)).error).toBeNull();
    const purchase = await purchaseOf(t.deps, session.session_id);
    await transferEarnings(on.deps);
    const [account] = await t.deps.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.businessId, membership.business.businessId ?? 0));
    const transfers = () =>
      t.deps.db
        .select()
        .from(localTransfers)
        .where(eq(localTransfers.destination, account?.providerAccountId ?? ''))
        .orderBy(localTransfers.createdAt);
    expect(await transfers()).toEqual([expect.objectContaining({ amountMinor: 1200, reversalId: null })]);
    return { business: membership.business, purchase, sessionId: session.session_id, transfers };
  }
  const disputeOf = async (paymentId: string | null) =>
    (
      await t.deps.db
        .select()
        .from(localDisputes)
        .where(eq(localDisputes.paymentId, paymentId ?? ''))
    )[0];
  const earningOf = async (purchaseId: number) =>
    (await t.deps.db.select().from(businessEarnings).where(eq(businessEarnings.purchaseId, purchaseId)))[0];

  it('won: the platform gets the amount and fee back, and the reversed earning is sent again once', async () => {
    const sale = await transferredSale('Dispute won');
    const before = await on.deps.localCheckout?.dashboard.disputeDebitMinor();
    // Only the platform's staff reach the provider's dashboard.
    expect((await dashboard(sale.business, sale.sessionId, 'dispute')).status).toBe(403);

    expect((await dashboard(operator, sale.sessionId, 'dispute')).status).toBe(200);
    expect(await disputeOf(sale.purchase.externalPaymentId)).toMatchObject({
      amountMinor: 1200,
      feeMinor: LOCAL_DISPUTE_FEE_MINOR,
      status: 'needs_response',
    });
    expect(await on.deps.localCheckout?.dashboard.disputeDebitMinor()).toBe((before ?? 0) + 1200 + 1500);
    // A charge has one dispute.
    expect((await dashboard(operator, sale.sessionId, 'dispute')).status).toBe(404);
    await transferEarnings(on.deps);
    expect(await sale.transfers()).toEqual([
      expect.objectContaining({ amountMinor: 1200, reversalId: expect.stringMatching(/^trr_local_/) }),
    ]);
    expect((await earningsOf(t.app, sale.business)).data[0]).toMatchObject({ status: 'REVERSED' });

    expect((await dashboard(operator, sale.sessionId, 'dispute/won')).status).toBe(200);
    expect(await on.deps.localCheckout?.dashboard.disputeDebitMinor()).toBe(before);
    // Two API processes' jobs at once, then again: one new transfer, under its own key.
    await Promise.all([transferEarnings(on.deps), transferEarnings({ ...on.deps, db: t.deps.db })]);
    await transferEarnings(on.deps);
    const [reversed, resent] = await sale.transfers();
    expect(resent).toMatchObject({ amountMinor: 1200, reversalId: null });
    expect(resent?.idempotencyKey).toMatch(/^earning-resend:/);
    expect(await earningOf(sale.purchase.id)).toMatchObject({
      transferId: resent?.id,
      reversalId: null,
      resentFromTransferId: reversed?.id,
      resentFromReversalId: reversed?.reversalId,
    });
    expect((await earningsOf(t.app, sale.business)).data[0]).toMatchObject({ status: 'TRANSFERRED' });

    // No second close, and a replayed close or opening changes nothing: still one re-sent transfer.
    expect((await dashboard(operator, sale.sessionId, 'dispute/won')).status).toBe(404);
    const dispute = { id: 'dp_replay', object: 'dispute', payment_intent: sale.purchase.externalPaymentId };
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.closed', { ...dispute, status: 'won' });
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', { ...dispute, status: 'won' });
    await transferEarnings(on.deps);
    expect(await sale.transfers()).toHaveLength(2);
    expect((await sale.transfers())[1]?.reversalId).toBeNull();

    // Refunded after that: the re-sent transfer is reversed in its turn, under its own key.
    expect((await dashboard(operator, sale.sessionId, 'refund')).status).toBe(200);
    await transferEarnings(on.deps);
    expect((await sale.transfers()).map((made) => made.reversalId)).toEqual([
      reversed?.reversalId,
      expect.stringMatching(/^trr_local_/),
    ]);
    expect((await earningsOf(t.app, sale.business)).data[0]).toMatchObject({ status: 'REVERSED' });
  });

  it('lost: the amount and fee stay taken, and the earning stays reversed', async () => {
    const sale = await transferredSale('Dispute lost');
    const before = (await on.deps.localCheckout?.dashboard.disputeDebitMinor()) ?? 0;
    expect((await dashboard(operator, sale.sessionId, 'dispute/lost')).status).toBe(404);
    expect((await dashboard(operator, sale.sessionId, 'dispute')).status).toBe(200);
    await transferEarnings(on.deps);
    expect((await dashboard(operator, sale.sessionId, 'dispute/lost')).status).toBe(200);
    expect(await disputeOf(sale.purchase.externalPaymentId)).toMatchObject({ status: 'lost' });
    expect(await on.deps.localCheckout?.dashboard.disputeDebitMinor()).toBe(before + 1200 + 1500);
    await transferEarnings(on.deps);
    expect(await sale.transfers()).toEqual([
      expect.objectContaining({ amountMinor: 1200, reversalId: expect.stringMatching(/^trr_local_/) }),
    ]);
    expect(await earningOf(sale.purchase.id)).toMatchObject({ resentFromTransferId: null });
    expect((await earningsOf(t.app, sale.business)).data[0]).toMatchObject({ status: 'REVERSED' });
  });
});
