import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainWrites, localCheckoutSessions, purchases, tokenProfiles } from '../../db/schema/index.ts';
import { checkoutOnFork, openCheckout, purchaseOf } from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { confirmPaid, purchaseSubject } from '../purchases/fulfil.ts';
import { NEEDS_A_HAND, purchaseWriteKinds } from '../purchases/purchase-writes.ts';
import { recoverPayments, SLOW_DELIVERY_MS } from './payment-recovery.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(bothEngines())('payment recovery on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  /** A card purchase paid while the process was stopping: PAID, its grant recorded and not sent. */
  async function paidUndelivered(title: string) {
    const membership = await on.membershipWithLock(title, { price: 9, copies: 2, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, membership.tokenId);
    if (!(await t.deps.localCheckout?.complete(session.session_id, 'pay'))) throw new Error('not paid');
    const stopping = appWithChain(t.deps, on.deps.chain);
    await stopping.deps.chainWrites.stop();
    const { paymentId } = await t.deps.payments.retrieveSession(session.session_id);
    await confirmPaid(stopping.deps, session.session_id, paymentId);
    const purchase = await purchaseOf(t.deps, session.session_id);
    const [write] = await t.deps.db
      .update(chainWrites)
      .set({ status: 'FAILED', error: { status: 502, message: 'The blockchain refused the transaction.' } })
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)))
      .returning();
    if (!write) throw new Error('no delivery recorded');
    return { membership, session, purchase, write };
  }
  const available = async (profileId: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, profileId)))[0]
      ?.availableCopiesCount;
  const providerRefundOf = async (sessionId: string) =>
    (await t.deps.db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, sessionId)))[0]
      ?.refundId;

  it('refunds a paid purchase whose delivery failed before its clean-up ran, and releases its copy', async () => {
    // The process died between marking the grant FAILED and failing the purchase.
    const { membership, session } = await paidUndelivered('Recovery crash');
    expect(await available(membership.profileId)).toBe(1);

    expect(await recoverPayments(on.deps)).toEqual({ settled: 1, slow: 0 });

    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase).toMatchObject({ status: 'REFUNDED', stockReserved: false });
    expect(purchase.externalRefundId).toBe(await providerRefundOf(session.session_id));
    expect(await available(membership.profileId)).toBe(2);
    expect(await recoverPayments(on.deps)).toEqual({ settled: 0, slow: 0 });
  });

  it('gives back a payment whose refund call failed, once the provider answers', async () => {
    const { session, write } = await paidUndelivered('Recovery provider down');
    const providerDown = {
      ...on.deps,
      payments: {
        ...on.deps.payments,
        refund: () => Promise.reject(new Error('provider unreachable')),
      },
    };
    const grant = purchaseWriteKinds[write.kind];
    await expect(grant?.abandon(providerDown, write, on.deps.chainWrites)).rejects.toThrow('unreachable');
    expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
      status: 'FAILED',
      externalRefundId: null,
    });

    expect(await recoverPayments(on.deps)).toEqual({ settled: 1, slow: 0 });

    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase.status).toBe('REFUNDED');
    expect(purchase.externalRefundId).toBe(await providerRefundOf(session.session_id));
  });

  it('refunds nothing the chain may have delivered', async () => {
    const { session, purchase } = await paidUndelivered('Recovery maybe delivered');
    await t.deps.db
      .update(purchases)
      .set({ status: 'FAILED', failureReason: NEEDS_A_HAND.interrupted })
      .where(eq(purchases.id, purchase.id));

    expect(await recoverPayments(on.deps)).toEqual({ settled: 0, slow: 0 });
    expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
      status: 'FAILED',
      externalRefundId: null,
    });
  });

  it('reports a paid purchase whose key is still on the way after ten minutes, and leaves it to the chain writes', async () => {
    const { session, purchase } = await paidUndelivered('Recovery slow');
    await t.deps.db
      .update(chainWrites)
      .set({ status: 'SENT', error: null })
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));
    expect(await recoverPayments(on.deps)).toEqual({ settled: 0, slow: 0 });

    await t.deps.db
      .update(purchases)
      .set({ paidAt: new Date(Date.now() - SLOW_DELIVERY_MS - 60_000) })
      .where(eq(purchases.id, purchase.id));
    expect(await recoverPayments(on.deps)).toEqual({ settled: 0, slow: 1 });
    expect((await purchaseOf(t.deps, session.session_id)).status).toBe('PAID');
  });
});
