import { MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { json, sessionBody } from '../../testing/fixtures/checkout-fixtures.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { runChain } from '../../testing/run-chain.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { sweepLapsedHolds } from '../purchases/hold-sweep.ts';

/** A real lock without a key limit: a checkout reads its room on chain, the database decides the stock. */
const LOCK = runChain().unlimitedLock;

describe.each(bothEngines())('checkout stock on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('sells exactly the copies left when 200 buyers check out at once', async () => {
    const { membership } = await listingBusiness(t);
    const last50 = await membership('Stock last fifty', {
      copies: 60,
      soldCopiesCount: 10,
      availableCopiesCount: 50,
      contractAddress: LOCK,
    });
    const buyers = await Promise.all(Array.from({ length: 200 }, () => signedInUser(t, 'CONSUMER')));

    const started = performance.now();
    const responses = await Promise.all(
      buyers.map((buyer) => t.app.request('/tokens/checkout', json({ id: last50.tokenId }, buyer))),
    );
    const elapsedMs = performance.now() - started;
    const statuses = responses.map((response) => response.status);
    const bodies = await Promise.all(responses.map((response) => response.json()));

    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);
    const refusals = bodies.filter((_, index) => statuses[index] === 409).map((body) => body.message);
    expect(new Set(refusals)).toEqual(new Set([MESSAGES.empty.noCopiesAvailable]));
    const sessions = bodies
      .filter((_, index) => statuses[index] === 201)
      .map((body) => sessionBody.parse(body).data.session_id);
    expect(new Set(sessions).size).toBe(50);

    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, last50.profileId));
    expect(profile).toMatchObject({ availableCopiesCount: 0, soldCopiesCount: 10 });
    const holds = await t.deps.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.tokenProfileId, last50.profileId), eq(purchases.stockReserved, true)));
    expect(holds).toHaveLength(50);
    console.info(`[${kind}] 200 concurrent checkouts for 50 copies: ${Math.round(elapsedMs)} ms`);
  });

  it('answers a retry with the same session: the same Idempotency-Key, or a live attempt', async () => {
    const { membership } = await listingBusiness(t);
    const pass = await membership('Stock retry pass', {
      copies: 5,
      availableCopiesCount: 5,
      contractAddress: LOCK,
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const key = { 'Idempotency-Key': 'retry-1' };

    // Three at once (a double click and retries): one attempt, one session.
    const responses = await Promise.all([
      t.app.request('/tokens/checkout', json({ id: pass.tokenId }, buyer, key)),
      t.app.request('/tokens/checkout', json({ id: pass.tokenId }, buyer)),
      t.app.request('/tokens/checkout', json({ id: pass.tokenId }, buyer)),
    ]);
    // And retries afterwards, with and without the key.
    responses.push(await t.app.request('/tokens/checkout', json({ id: pass.tokenId }, buyer, key)));
    responses.push(await t.app.request('/tokens/checkout', json({ id: pass.tokenId }, buyer)));
    const sessions = await Promise.all(
      responses.map(async (response) => {
        expect(response.status).toBe(201);
        return sessionBody.parse(await response.json()).data;
      }),
    );
    expect(new Set(sessions.map((session) => session.session_id)).size).toBe(1);
    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, pass.profileId));
    expect(profile?.availableCopiesCount).toBe(4);

    const other = await membership('Stock other pass', {
      copies: 5,
      availableCopiesCount: 5,
      contractAddress: LOCK,
    });
    // A key names one checkout: sent again for another membership, it is refused.
    const another = await signedInUser(t, 'CONSUMER');
    const second = { 'Idempotency-Key': 'retry-2' };
    expect(
      (await t.app.request('/tokens/checkout', json({ id: pass.tokenId }, another, second))).status,
    ).toBe(201);
    const reused = await t.app.request('/tokens/checkout', json({ id: other.tokenId }, another, second));
    expect(reused.status).toBe(422);
  });

  it('gives lapsed holds their copies back, in the sweep or at the next checkout', async () => {
    const { membership } = await listingBusiness(t);
    const pair = await membership('Stock lapsed pair', {
      copies: 2,
      availableCopiesCount: 2,
      contractAddress: LOCK,
    });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => signedInUser(t, 'CONSUMER')));
    if (!first || !second || !third) throw new Error('No buyers');
    await t.app.request('/tokens/checkout', json({ id: pair.tokenId }, first));
    await t.app.request('/tokens/checkout', json({ id: pair.tokenId }, second));
    const soldOut = await t.app.request('/tokens/checkout', json({ id: pair.tokenId }, third));
    expect(soldOut.status).toBe(409);
    // Both sessions ended unpaid over five minutes ago (no event came).
    const lapse = (minutesAgo: number) =>
      t.deps.db
        .update(purchases)
        .set({ reservedUntil: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(purchases.tokenProfileId, pair.profileId));
    await lapse(6);

    expect(await sweepLapsedHolds(t.deps.db)).toBe(2);
    const available = async () =>
      (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, pair.profileId)))[0]
        ?.availableCopiesCount;
    expect(await available()).toBe(2);
    expect((await t.app.request('/tokens/checkout', json({ id: pair.tokenId }, third))).status).toBe(201);
    expect(await available()).toBe(1);
    expect(await sweepLapsedHolds(t.deps.db)).toBe(0);
  });

  it('puts a listing held by a lapsed checkout back on sale', async () => {
    const { membership, copy } = await listingBusiness(t);
    const parent = await membership('Stock lapsed listing', { contractAddress: LOCK });
    const listingId = await copy(parent, new Date());
    await t.deps.db
      .update(tokens)
      .set({ tokenIdBc: '3', ownerWalletAddress: LOCK, totalAmount: '12.60' })
      .where(eq(tokens.id, listingId));
    const buyer = await signedInUser(t, 'CONSUMER');
    expect((await t.app.request('/tokens/checkout', json({ id: listingId }, buyer))).status).toBe(201);
    const onSale = async () =>
      (await t.deps.db.select().from(tokens).where(eq(tokens.id, listingId)))[0]?.isOpenForSale;
    expect(await onSale()).toBe(false);

    await t.deps.db
      .update(purchases)
      .set({ reservedUntil: new Date(Date.now() - 6 * 60_000) })
      .where(eq(purchases.sourceTokenId, listingId));
    expect(await sweepLapsedHolds(t.deps.db)).toBe(1);
    expect(await onSale()).toBe(true);
  });

  it('refuses memberships that are not on sale', async () => {
    const { membership, copy } = await listingBusiness(t);
    const buyer = await signedInUser(t, 'CONSUMER');
    const refusal = async (id: number) => {
      const response = await t.app.request('/tokens/checkout', json({ id }, buyer));
      return { status: response.status, message: (await response.json()).message };
    };
    const soon = await membership('Stock coming soon', { status: 'PENDING', contractAddress: LOCK });
    const external = await membership('Stock external', { contractType: 'EXTERNAL', contractAddress: LOCK });
    const soldOut = await membership('Stock sold out', {
      copies: 3,
      soldCopiesCount: 3,
      availableCopiesCount: 0,
      contractAddress: LOCK,
    });
    const listed = await membership('Stock listed', { contractAddress: LOCK });

    expect(await refusal(soon.tokenId)).toEqual({ status: 409, message: MESSAGES.checkout.notOnSale });
    expect(await refusal(external.tokenId)).toEqual({ status: 409, message: MESSAGES.checkout.notOnSale });
    expect(await refusal(soldOut.tokenId)).toEqual({
      status: 409,
      message: MESSAGES.empty.noCopiesAvailable,
    });
    // A listing without a key the API can move (no key id, no holder) is not on sale.
    expect(await refusal(await copy(listed, new Date()))).toEqual({
      status: 409,
      message: MESSAGES.checkout.notOnSale,
    });
    // Someone else's copy that is not listed is not revealed.
    expect((await refusal(await copy(listed))).status).toBe(404);
    expect((await refusal(999_999)).status).toBe(404);
  });
});
