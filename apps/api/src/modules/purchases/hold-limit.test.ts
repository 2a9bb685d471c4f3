import { apiErrorSchema, UNLIMITED } from '@keyclub/domain';
import { eq, sql } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAndConfirm } from '../../chain-writes/send-call.ts';
import { purchases, tokens, wallets } from '../../db/schema/index.ts';
import { checkoutOnFork, json, pathOf, sessionBody } from '../../testing/fixtures/checkout-fixtures.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, fromAddress, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { createLockCall } from '../tokens/membership-lock.ts';
import { CHECKOUT_HOLDS, holdLimitMessages } from './hold-limit.ts';
import { sweepLapsedHolds } from './hold-sweep.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

/** Never the listing's real key holder: the wallet hold reads no chain. */
const HOLDER = '0x0000000000000000000000000000000000001001';
const BUYER_WALLET = privateKeyToAccount(`0x${'42'.repeat(32)}`).address;
const MINUTE = 60_000;

describe.each(bothEngines())('checkout hold limits on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  let memberships: Awaited<ReturnType<typeof listingBusiness>>;
  let lock: string;
  // One real lock without a key limit, on a private fork, sells every membership of this file.
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
    memberships = await listingBusiness(t);
    const terms = { title: 'Hold limits', price: 10, copies: UNLIMITED, ...THIRTY_DAYS };
    lock = (await sendAndConfirm(on.deps, createLockCall(terms), STATE_WAIT_MS)).lock ?? '';
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const newMemberships = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        memberships.membership(`Hold limit ${index}`, { contractAddress: lock }),
      ),
    );
  const checkout = (buyer: TestSession, id: number, ip?: string) =>
    on.app.request('/tokens/checkout', json({ id }, buyer), ip ? fromAddress(ip) : undefined);
  const refusalOf = async (response: Response) => ({
    status: response.status,
    retryAfter: Number(response.headers.get('Retry-After')),
    message: apiErrorSchema.parse(await response.json()).message,
  });
  const holdsOf = (userId: number) => t.deps.db.select().from(purchases).where(eq(purchases.userId, userId));
  /** Moves the buyer's holds' end `agoMs` into the past, as if their sessions had run out then. */
  const endHolds = (userId: number, agoMs: number) =>
    t.deps.db
      .update(purchases)
      .set({ reservedUntil: new Date(Date.now() - agoMs) })
      .where(eq(purchases.userId, userId));

  it(`holds at most ${CHECKOUT_HOLDS.perUser} copies for one buyer, however many checkouts they open at once (429, Retry-After)`, async () => {
    const buyer = await signedInUser(t, 'CONSUMER');
    const targets = await newMemberships(10);
    // Each request from its own address: only the per-user cap can refuse.
    const responses = await Promise.all(targets.map((target) => checkout(buyer, target.tokenId)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHECKOUT_HOLDS.perUser);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(10 - CHECKOUT_HOLDS.perUser);
    const refusal = await refusalOf(refused[0] as Response);
    // The first hold stops counting an hour after its 31 minutes end, at the latest.
    expect(refusal.retryAfter).toBeGreaterThan(90 * 60 - 60);
    expect(refusal.retryAfter).toBeLessThanOrEqual(91 * 60);
    expect(refusal.message).toBe(holdLimitMessages.user(refusal.retryAfter * 1000));
    expect(refusal.message).toBe(
      'You have 3 unpaid checkouts open or recently expired. Pay for one, or try again in 91 minutes.',
    );
    expect(await holdsOf(buyer.userId)).toHaveLength(CHECKOUT_HOLDS.perUser);
  });

  it(`holds at most ${CHECKOUT_HOLDS.perIp} copies for one address, whatever the accounts`, async () => {
    const ip = '203.0.113.77';
    const target = (await newMemberships(1))[0]?.tokenId ?? 0;
    const buyers = await Promise.all(
      Array.from({ length: CHECKOUT_HOLDS.perIp + 3 }, () => signedInUser(t, 'CONSUMER')),
    );
    const responses = await Promise.all(buyers.map((buyer) => checkout(buyer, target, ip)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHECKOUT_HOLDS.perIp);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(3);
    const refusal = await refusalOf(refused[0] as Response);
    expect(refusal.message).toBe(holdLimitMessages.ip(refusal.retryAfter * 1000));
    expect(refusal.message).toMatch(/^Too many unpaid checkouts from your network\. Please try again in/);
    // Another address is not held back by this one.
    expect(
      (await checkout(buyers[0] as TestSession, (await newMemberships(1))[0]?.tokenId ?? 0)).status,
    ).toBe(201);
  });

  it('counts holds that lapsed unpaid for an hour after they ended, but not checkouts cancelled early', async () => {
    const buyer = await signedInUser(t, 'CONSUMER');
    const targets = await newMemberships(CHECKOUT_HOLDS.perUser + 1);
    const [last, ...first] = targets.reverse() as [(typeof targets)[0], ...typeof targets];

    // Opened and cancelled at once: the copies went back on sale, nothing counts.
    for (const target of first) {
      const session = sessionBody.parse(await (await checkout(buyer, target.tokenId)).json()).data;
      await on.app.request(`${pathOf(session.url)}/cancel`, { method: 'POST' });
    }
    expect((await holdsOf(buyer.userId)).map((hold) => hold.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);

    // Opened again and left unpaid until the sweep released them: they count.
    for (const target of first) expect((await checkout(buyer, target.tokenId)).status).toBe(201);
    await endHolds(buyer.userId, 10 * MINUTE);
    expect(await sweepLapsedHolds(t.deps.db)).toBeGreaterThanOrEqual(CHECKOUT_HOLDS.perUser);
    const refused = await refusalOf(await checkout(buyer, last.tokenId));
    expect(refused).toMatchObject({ status: 429, message: holdLimitMessages.user(50 * MINUTE) });
    expect(refused.retryAfter).toBeGreaterThan(49 * 60);

    // An hour after they lapsed, they no longer count.
    await endHolds(buyer.userId, 61 * MINUTE);
    expect((await checkout(buyer, last.tokenId)).status).toBe(201);
  });

  it('counts a wallet hold of a listing with the card checkouts', async () => {
    const buyer = await signedInUser(t, 'CONSUMER');
    await t.deps.db
      .insert(wallets)
      .values({ userId: buyer.userId, address: BUYER_WALLET, verifiedAt: new Date() });
    const targets = await newMemberships(CHECKOUT_HOLDS.perUser);
    const parent = targets[0] ?? { profileId: 0, tokenId: 0 };
    const listingId = await memberships.copy(parent, new Date());
    await t.deps.db
      .update(tokens)
      .set({ tokenIdBc: '7', ownerWalletAddress: HOLDER, totalAmount: sql`listing_amount` })
      .where(eq(tokens.id, listingId));
    for (const target of targets) expect((await checkout(buyer, target.tokenId)).status).toBe(201);

    const response = await on.app.request(
      `/tokens/${listingId}/purchase/hold`,
      json({ wallet_address: BUYER_WALLET }, buyer),
    );
    expect(await refusalOf(response)).toMatchObject({
      status: 429,
      message: expect.stringMatching(/^You have 3 unpaid checkouts open or recently expired\./),
    });
    expect((await t.deps.db.select().from(tokens).where(eq(tokens.id, listingId)))[0]?.isOpenForSale).toBe(
      true,
    );
  });
});
