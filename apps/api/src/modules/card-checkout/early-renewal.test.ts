import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainWrites, purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
  sessionBody,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { confirmPaid, purchaseSubject } from '../purchases/fulfil.ts';
import { holdRenewal } from '../purchases/hold.ts';

const THIRTY_DAYS_S = 30 * 86_400;
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(bothEngines())('renewal before the key expires, on %s', (kind) => {
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

  /** A 30-day membership (renewal $4.25) and a buyer's copy of it, bought by card: its key is valid. */
  async function validCopy(title: string) {
    const membership = await on.membershipWithLock(
      title,
      { price: 10, copies: 5, ...THIRTY_DAYS },
      { renewalPrice: '4.25' },
    );
    const buyer = await signedInUser(t, 'CONSUMER');
    const bought = await openCheckout(on.app, buyer, membership.tokenId);
    await on.app.request(`${pathOf(bought.url)}/pay`, { method: 'POST' });
    const copyId =
      (await pollUntilSettled(on.app, buyer, membership.tokenId, bought.session_id)).token_id ?? 0;
    const [copy] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    const keyId = BigInt(copy?.tokenIdBc ?? 0);
    const expiry = async () =>
      Number(await on.readLock<bigint>(membership.lock, 'keyExpirationTimestampFor', [keyId]));
    return { membership, buyer, copyId, expiry };
  }

  const renewalWrites = async (purchaseId: number) =>
    t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchaseId)));

  it('renews a valid key at the renewal price: the expiry moves one period from the old expiry', async () => {
    const { buyer, copyId, expiry } = await validCopy('Early renewal gold');
    const before = await expiry();

    const renewal = await openCheckout(on.app, buyer, copyId);
    expect(await purchaseOf(t.deps, renewal.session_id)).toMatchObject({ kind: 'RENEWAL', amount: '4.25' });
    await on.app.request(`${pathOf(renewal.url)}/pay`, { method: 'POST' });
    expect(await pollUntilSettled(on.app, buyer, copyId, renewal.session_id)).toEqual({
      pending: false,
      token_id: copyId,
      error: null,
    });

    // From the old expiry, not from now: the days left are kept.
    expect(await expiry()).toBe(before + THIRTY_DAYS_S);
    const [after] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    expect(after?.expiresAt?.getTime()).toBe((before + THIRTY_DAYS_S) * 1000);
  });

  it('renews once for one payment when the buyer opens the renewal twice at once and the payment is confirmed twice', async () => {
    const { buyer, copyId, expiry } = await validCopy('Early renewal twice');
    const before = await expiry();

    const open = (session: TestSession) => on.app.request('/tokens/checkout', json({ id: copyId }, session));
    const answers = await Promise.all([open(buyer), open(buyer)]);
    const sessions = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status, await answer.clone().text()).toBe(201);
        return sessionBody.parse(await answer.json()).data.session_id;
      }),
    );
    expect(new Set(sessions).size).toBe(1);
    const attempts = await t.deps.db.select().from(purchases).where(eq(purchases.sourceTokenId, copyId));
    expect(attempts).toHaveLength(1);

    const sessionId = sessions[0] ?? '';
    const renewalUrl = (await purchaseOf(t.deps, sessionId)).checkoutUrl ?? '';
    await on.app.request(`${pathOf(renewalUrl)}/pay`, { method: 'POST' });
    await pollUntilSettled(on.app, buyer, copyId, sessionId);
    // The provider's event arrives again after the poll delivered: it finds nothing PENDING to pay.
    const { paymentId } = await t.deps.payments.retrieveSession(sessionId);
    await confirmPaid(on.deps, sessionId, paymentId);

    const purchase = await purchaseOf(t.deps, sessionId);
    expect(purchase.status).toBe('FULFILLED');
    expect(await renewalWrites(purchase.id)).toHaveLength(1);
    expect(await expiry()).toBe(before + THIRTY_DAYS_S);
  });

  it('refuses to renew a key that never expires', async () => {
    const forever = await on.membershipWithLock('Early renewal forever', {
      price: 10,
      copies: 5,
      expirationDuration: -1,
      expirationDurationType: 'DAYS',
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const bought = await openCheckout(on.app, buyer, forever.tokenId);
    await on.app.request(`${pathOf(bought.url)}/pay`, { method: 'POST' });
    const copyId = (await pollUntilSettled(on.app, buyer, forever.tokenId, bought.session_id)).token_id ?? 0;

    const refused = await on.app.request('/tokens/checkout', json({ id: copyId }, buyer));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(MESSAGES.checkout.neverExpires);
  });

  it('holds a renewal only at the renewal price the business asks when the hold is taken', async () => {
    const { membership } = await validCopy('Early renewal repriced');
    // The checkout priced the renewal at $4.25; the renewal price changed before its hold.
    await t.deps.db
      .update(tokenProfiles)
      .set({ renewalPrice: '6.00' })
      .where(eq(tokenProfiles.id, membership.profileId));
    const stale = await t.deps.db.transaction((tx) => holdRenewal(tx, membership.profileId, '4.25'));
    expect(stale).toEqual({ reserved: false, refusal: MESSAGES.checkout.renewalPriceChanged });
    const current = await t.deps.db.transaction((tx) => holdRenewal(tx, membership.profileId, '6.00'));
    expect(current.reserved).toBe(true);
  });
});
