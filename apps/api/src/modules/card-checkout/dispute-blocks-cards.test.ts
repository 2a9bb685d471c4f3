import { activationCardSchema, dataEnvelope } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activations } from '../../db/schema/index.ts';
import { boughtByCard, checkoutOnFork } from '../../testing/fixtures/checkout-fixtures.ts';
import type { TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { sendProviderEvent } from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

/** Issue 34: a disputed card payment's copy shows no new membership card until the dispute closes. */
describe.each(bothEngines())('a disputed payment blocks its copy’s cards on %s', (kind) => {
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

  /** A new consumer's copy of `membership`, bought by card and delivered; its id and payment id. */
  async function boughtCopy(membership: { tokenId: number }) {
    const { buyer, purchase } = await boughtByCard(on, t, membership);
    return { buyer, copyId: purchase.resultTokenId ?? 0, paymentId: purchase.externalPaymentId ?? '' };
  }
  const showCard = (session: TestSession, copyId: number) =>
    on.app.request(`/tokens/${copyId}/activations`, { method: 'POST', headers: session.headers });
  const dispute = (paymentId: string) => ({
    id: `dp_${paymentId}`,
    object: 'dispute',
    payment_intent: paymentId,
  });
  const cardStatus = async (id: number) =>
    (await t.deps.db.select().from(activations).where(eq(activations.id, id)))[0]?.status;

  it('refuses the disputed copy’s owner a card, archives the one shown, and shows cards again once it is won', async () => {
    const membership = await on.membershipWithLock('Disputed card', { price: 12, copies: 5, ...THIRTY_DAYS });
    const disputed = await boughtCopy(membership);
    const other = await boughtCopy(membership);
    const shown = await showCard(disputed.buyer, disputed.copyId);
    expect(shown.status, await shown.clone().text()).toBe(201);
    const shownCard = dataEnvelope(activationCardSchema).parse(await shown.json()).data;

    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', {
      ...dispute(disputed.paymentId),
      status: 'needs_response',
    });
    // The QR code already on the owner's screen can no longer be activated.
    expect(await cardStatus(shownCard.id)).toBe('ARCHIVED');
    const refused = await showCard(disputed.buyer, disputed.copyId);
    expect(refused.status).toBe(409);
    // The owner is told why (ownership's DISPUTED_CARD_MESSAGE).
    expect(await refused.json()).toMatchObject({
      message:
        'The payment for this Membership is disputed with your bank. Its card can be shown again once the dispute is closed.',
    });
    // Another copy of the same membership, paid by another card, is not touched.
    expect((await showCard(other.buyer, other.copyId)).status).toBe(201);

    // A replayed created event, and a stranger asking for the disputed copy's card, get nothing more.
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', dispute(disputed.paymentId));
    expect((await showCard(disputed.buyer, disputed.copyId)).status).toBe(409);
    expect((await showCard(other.buyer, disputed.copyId)).status).toBe(404);

    await sendProviderEvent(t.app, t.deps, 'charge.dispute.closed', {
      ...dispute(disputed.paymentId),
      status: 'won',
    });
    expect((await showCard(disputed.buyer, disputed.copyId)).status).toBe(201);
    // A created event replayed after the close does not block it again.
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', dispute(disputed.paymentId));
    expect((await showCard(disputed.buyer, disputed.copyId)).status).toBe(201);
  });

  it('keeps the copy’s cards blocked once a dispute closes lost: the chargeback paid the buyer back', async () => {
    const membership = await on.membershipWithLock('Lost dispute', { price: 9, copies: 3, ...THIRTY_DAYS });
    const copy = await boughtCopy(membership);
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.created', dispute(copy.paymentId));
    expect((await showCard(copy.buyer, copy.copyId)).status).toBe(409);
    await sendProviderEvent(t.app, t.deps, 'charge.dispute.closed', {
      ...dispute(copy.paymentId),
      status: 'lost',
    });
    const refused = await showCard(copy.buyer, copy.copyId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'The payment for this Membership was returned by your bank, so this Membership has no card.',
    });
  });
});
