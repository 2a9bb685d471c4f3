import { OPERATOR_MESSAGES, suspensionsSchema } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, tokens } from '../../db/schema/index.ts';
import { boughtByCard, checkoutOnFork, json } from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { mailSubjectsTo } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const REASON = 'Reported as a scam by three buyers';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TX_HASH = `0x${'ab'.repeat(32)}`;

describe.each(bothEngines())('operator suspensions on %s', (kind) => {
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

  const suspend = (subject: string, id: number, suspended: boolean, session: TestSession | null = operator) =>
    on.app.request(`/operator/suspensions/${subject}/${id}`, {
      ...json({ suspended, reason: REASON }, session ?? undefined),
      method: 'PUT',
    });
  const searchIds = async (title: string) => {
    const answer = await on.app.request(`/market-place?is_parent=true&title=${encodeURIComponent(title)}`);
    return ((await answer.json()) as { data: { id: number }[] }).data.map((token) => token.id);
  };
  const mailsTo = (userId: number) => mailSubjectsTo(t, userId);
  const auditRows = (action: string, subjectId: number) =>
    t.deps.db
      .select()
      .from(operatorActions)
      .where(and(eq(operatorActions.action, action), eq(operatorActions.subjectId, subjectId)));
  const expectRefused = async (answer: Response) => {
    expect(answer.status, await answer.clone().text()).toBe(409);
    expect((await answer.json()).message).toBe(OPERATOR_MESSAGES.salesSuspended);
  };

  /** A membership on a real lock with a holder who bought a copy by card. */
  async function heldMembership(title: string) {
    const membership = await on.membershipWithLock(title, { price: 10, copies: 5, ...THIRTY_DAYS });
    const { buyer, purchase } = await boughtByCard(on, t, membership);
    return { ...membership, holder: buyer, copyId: purchase.resultTokenId ?? 0 };
  }

  it('refuses every other role, and anyone signed out', async () => {
    const { tokenId, business } = await on.membershipWithLock('Guarded rights', {
      price: 5,
      copies: 2,
      ...THIRTY_DAYS,
    });
    const consumer = await signedInUser(t, 'CONSUMER');
    for (const session of [business, consumer]) {
      expect((await suspend('memberships', tokenId, true, session)).status).toBe(403);
      expect((await suspend('businesses', business.businessId ?? 0, true, session)).status).toBe(403);
      expect((await on.app.request('/operator/suspensions', { headers: session.headers })).status).toBe(403);
    }
    expect((await suspend('memberships', tokenId, true, null)).status).toBe(401);
    expect(await searchIds('Guarded rights')).toContain(tokenId);
  });

  it('a suspended membership leaves the lists and sells nothing by any road; its holder keeps the card and is told', async () => {
    const held = await heldMembership('Suspended lounge');
    expect(await searchIds('Suspended lounge')).toContain(held.tokenId);
    expect((await suspend('memberships', held.tokenId, true)).status).toBe(200);

    expect(await searchIds('Suspended lounge')).not.toContain(held.tokenId);
    const page = await on.app.request(`/businesses/${held.business.businessId}`);
    expect(((await page.json()) as { data: { tokens: { id: number }[] } }).data.tokens).toEqual([]);
    expect((await on.app.request(`/tokens/${held.tokenId}`)).status).toBe(404);

    const buyer = await signedInUser(t, 'CONSUMER');
    await expectRefused(await on.app.request('/tokens/checkout', json({ id: held.tokenId }, buyer)));
    // Renewing, listing, and a wallet's claim of a key it bought on the lock: all refused.
    await expectRefused(await on.app.request('/tokens/checkout', json({ id: held.copyId }, held.holder)));
    await expectRefused(
      await on.app.request(`/tokens/${held.copyId}/sell`, json({ price: 20 }, held.holder)),
    );
    const claim = { tx_hash: TX_HASH, wallet_address: WALLET, token_id_bc: '7' };
    await expectRefused(
      await on.app.request(`/tokens/${held.tokenId}/purchase?crypto=true`, json(claim, buyer)),
    );
    await expectRefused(
      await on.app.request(`/tokens/${held.copyId}/purchase?crypto=true`, json(claim, held.holder)),
    );
    // A listing opened before the suspension is bought neither by card nor held for a wallet.
    await t.deps.db
      .update(tokens)
      .set({ isOpenForSale: true, listedAt: new Date(), listingAmount: '20', totalAmount: '22' })
      .where(eq(tokens.id, held.copyId));
    await expectRefused(await on.app.request('/tokens/checkout', json({ id: held.copyId }, buyer)));
    await expectRefused(
      await on.app.request(`/tokens/${held.copyId}/purchase/hold`, json({ wallet_address: WALLET }, buyer)),
    );
    await t.deps.db.update(tokens).set({ isOpenForSale: false }).where(eq(tokens.id, held.copyId));

    // The holder keeps access: a card is shown as before.
    const card = await on.app.request(`/tokens/${held.copyId}/activations`, json({}, held.holder));
    expect(card.status, await card.clone().text()).toBe(201);
    await expect.poll(() => mailsTo(held.holder.userId)).toContain('Suspended lounge: sales are suspended');

    // Its business cannot lift it: resuming its sales leaves it suspended.
    const resume = await on.app.request(`/tokens/${held.tokenId}/status`, {
      ...json({ status: 'ACTIVE' }, held.business),
      method: 'PUT',
    });
    expect(resume.status).toBe(409);
    expect(await searchIds('Suspended lounge')).not.toContain(held.tokenId);

    const listed = suspensionsSchema.parse(
      (
        (await (await on.app.request('/operator/suspensions', { headers: operator.headers })).json()) as {
          data: unknown;
        }
      ).data,
    );
    expect(listed.memberships.find((row) => row.id === held.tokenId)).toMatchObject({
      name: 'Suspended lounge',
      reason: REASON,
    });

    expect((await suspend('memberships', held.tokenId, false)).status).toBe(200);
    expect(await searchIds('Suspended lounge')).toContain(held.tokenId);
    await expect.poll(() => mailsTo(held.holder.userId)).toContain('Suspended lounge: sales are restored');
    const reopened = await on.app.request('/tokens/checkout', json({ id: held.tokenId }, buyer));
    expect(reopened.status, await reopened.clone().text()).toBe(201);
  });

  it('two suspensions at once are one: one 200, one 409, one audit row', async () => {
    const { tokenId, profileId } = await on.membershipWithLock('Clicked twice', {
      price: 5,
      copies: 2,
      ...THIRTY_DAYS,
    });
    const answers = await Promise.all([
      suspend('memberships', tokenId, true),
      suspend('memberships', tokenId, true),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows('suspension.membership.suspend', profileId)).toHaveLength(1);
    const again = await suspend('memberships', tokenId, true);
    expect((await again.json()).message).toBe(OPERATOR_MESSAGES.alreadySuspended);
    expect((await suspend('memberships', tokenId, false)).status).toBe(200);
    expect((await (await suspend('memberships', tokenId, false)).json()).message).toBe(
      OPERATOR_MESSAGES.notSuspended,
    );
    const [row] = await auditRows('suspension.membership.restore', profileId);
    expect(row).toMatchObject({ operatorId: operator.userId, reason: REASON, subjectType: 'token_profile' });
    expect((await suspend('memberships', 999_999, true)).status).toBe(404);
  });

  it('a suspended business loses its page and every membership’s sales until an operator restores it', async () => {
    const held = await heldMembership('Suspended club');
    const businessId = held.business.businessId ?? 0;
    expect((await suspend('businesses', businessId, true)).status).toBe(200);
    expect(await auditRows('suspension.business.suspend', businessId)).toHaveLength(1);

    expect((await on.app.request(`/businesses/${businessId}`)).status).toBe(404);
    expect(await searchIds('Suspended club')).not.toContain(held.tokenId);
    const buyer = await signedInUser(t, 'CONSUMER');
    await expectRefused(await on.app.request('/tokens/checkout', json({ id: held.tokenId }, buyer)));
    await expectRefused(await on.app.request('/tokens/checkout', json({ id: held.copyId }, held.holder)));
    const card = await on.app.request(`/tokens/${held.copyId}/activations`, json({}, held.holder));
    expect(card.status, await card.clone().text()).toBe(201);
    await expect.poll(() => mailsTo(held.holder.userId)).toContain('Suspended club: sales are suspended');

    expect((await suspend('businesses', businessId, false)).status).toBe(200);
    expect((await on.app.request(`/businesses/${businessId}`)).status).toBe(200);
    expect(await searchIds('Suspended club')).toContain(held.tokenId);
  });
});
