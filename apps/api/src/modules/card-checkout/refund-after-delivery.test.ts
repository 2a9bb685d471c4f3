import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activations } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts, earningsOf, transfersOfPurchase } from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { transferEarnings } from '../payouts/transfer-earnings.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const REFUNDED_CARD = 'The payment for this Membership was refunded, so this Membership has no card.';

/**
 * Issue 34: a refund made in the provider after the key was delivered (the local provider's
 * dashboard → the `charge.refunded` Stripe sends) reverses what was transferred from the payment, and
 * the copy it paid for no longer admits: the thief's "pay, show the card, get the money back".
 */
describe.each(bothEngines())('a refund after delivery on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  let operator: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRANSACTION_FEE_PERCENTAGE: '3' });
    on = await checkoutOnFork(t);
    operator = await signedInUser(t, 'OPERATOR');
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  /** Buys `id` by card on the local page; the FULFILLED purchase and its checkout session id. */
  async function buyByCard(buyer: TestSession, id: number) {
    const session = await openCheckout(on.app, buyer, id);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    expect((await pollUntilSettled(on.app, buyer, id, session.session_id)).error).toBeNull();
    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase.status).toBe('FULFILLED');
    return { purchase, sessionId: session.session_id };
  }
  const refundInDashboard = (session: TestSession, sessionId: string) =>
    on.app.request(`/checkout/local-dashboard/${sessionId}/refund`, {
      method: 'POST',
      headers: session.headers,
    });
  const showCard = (session: TestSession, copyId: number) =>
    on.app.request(`/tokens/${copyId}/activations`, { method: 'POST', headers: session.headers });
  const transfersOf = (purchaseId: number) => transfersOfPurchase(t.deps, purchaseId);

  it('the thief pays, shows the card, gets the money back: the shown card is voided, no new one, the business’s transfer reversed', async () => {
    const membership = await on.membershipWithLock('Refund thief', { price: 12, copies: 3, ...THIRTY_DAYS });
    await connectPayouts(t.app, membership.business);
    const thief = await signedInUser(t, 'CONSUMER');
    const { purchase, sessionId } = await buyByCard(thief, membership.tokenId);
    const copyId = purchase.resultTokenId ?? 0;
    await transferEarnings(on.deps);
    expect(await transfersOf(purchase.id)).toEqual([expect.objectContaining({ amountMinor: 1200 })]);
    const shown = await showCard(thief, copyId);
    expect(shown.status, await shown.clone().text()).toBe(201);
    const shownId = ((await shown.json()) as { data: { id: number } }).data.id;

    // Only the platform's staff use the provider's dashboard: the buyer and the business are refused.
    expect((await refundInDashboard(thief, sessionId)).status).toBe(403);
    expect((await refundInDashboard(membership.business, sessionId)).status).toBe(403);
    expect((await showCard(thief, copyId)).status).toBe(201);

    const refunded = await refundInDashboard(operator, sessionId);
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    expect(await purchaseOf(t.deps, sessionId)).toMatchObject({
      status: 'REFUNDED',
      externalRefundId: expect.stringMatching(/^re_local_/),
    });
    // The QR code on the thief's screen no longer admits, and no new one is shown.
    const [card] = await t.deps.db.select().from(activations).where(eq(activations.id, shownId));
    expect(card?.status).toBe('ARCHIVED');
    const refused = await showCard(thief, copyId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(REFUNDED_CARD);
    // What was transferred to the business is taken back.
    await transferEarnings(on.deps);
    expect(await transfersOf(purchase.id)).toEqual([
      expect.objectContaining({ amountMinor: 1200, reversalId: expect.stringMatching(/^trr_local_/) }),
    ]);
    expect((await earningsOf(t.app, membership.business)).data[0]).toMatchObject({
      purchase_id: purchase.id,
      status: 'REVERSED',
    });
    // A payment is refunded once: a second refund finds nothing to refund.
    expect((await refundInDashboard(operator, sessionId)).status).toBe(404);
  });

  it('a resale refunded after the key moved: the seller’s and the business’s transfers are both reversed, the buyer’s copy shows no card', async () => {
    const membership = await on.membershipWithLock(
      'Refunded resale',
      { price: 10, copies: 3, ...THIRTY_DAYS },
      { royalty: '7.50' },
    );
    await connectPayouts(t.app, membership.business);
    const seller = await signedInUser(t, 'CONSUMER');
    const copyId = (await buyByCard(seller, membership.tokenId)).purchase.resultTokenId ?? 0;
    await connectPayouts(t.app, seller);
    expect((await on.app.request(`/tokens/${copyId}/sell`, json({ price: '20.00' }, seller))).status).toBe(
      200,
    );
    const buyer = await signedInUser(t, 'CONSUMER');
    const { purchase, sessionId } = await buyByCard(buyer, copyId);
    expect(purchase).toMatchObject({ kind: 'RESALE', resultTokenId: copyId });
    await transferEarnings(on.deps);
    expect((await transfersOf(purchase.id)).map((made) => made.amountMinor).sort()).toEqual([150, 2000]);
    expect((await showCard(buyer, copyId)).status).toBe(201);

    expect((await refundInDashboard(operator, sessionId)).status).toBe(200);
    await transferEarnings(on.deps);
    const reversed = await transfersOf(purchase.id);
    expect(reversed).toHaveLength(2);
    for (const made of reversed) expect(made.reversalId).toMatch(/^trr_local_/);
    const refused = await showCard(buyer, copyId);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(REFUNDED_CARD);
    // The seller's own earlier purchase of the copy is untouched: only this payment came back.
    expect(await purchaseOf(t.deps, sessionId)).toMatchObject({ status: 'REFUNDED' });
  });
});
