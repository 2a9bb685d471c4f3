import { eq } from 'drizzle-orm';
import { type Address, getAddress, isAddressEqual } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens, users, wallets } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { deriveCustodyAddress } from '../purchases/custody.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

describe.each(productionEngine())('card buyers without a wallet, in custody on %s', (kind) => {
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

  type App = typeof on.app;
  /** Pays `id` by card on the local page and answers the settled poll and the purchase row. */
  const buyByCard = async (buyer: TestSession, id: number, app: App = on.app) => {
    const session = await openCheckout(app, buyer, id);
    await app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    const result = await pollUntilSettled(app, buyer, id, session.session_id);
    return { result, purchase: await purchaseOf(t.deps, session.session_id) };
  };
  const copyOf = async (id: number | null) =>
    (
      await t.deps.db
        .select()
        .from(tokens)
        .where(eq(tokens.id, id ?? 0))
    )[0];
  const recordedCustody = async (userId: number) =>
    (await t.deps.db.select().from(users).where(eq(users.id, userId)))[0]?.custodyAddress;

  it('grants two wallet-less buyers of one membership a key each, at their own custody addresses, managed by the signer', async () => {
    const pass = await on.membershipWithLock('Custody pass', { price: 20, copies: 5, ...THIRTY_DAYS });
    const first = await signedInUser(t, 'CONSUMER');
    const second = await signedInUser(t, 'CONSUMER');

    // One after the other: a lock allows an address one key, so one shared address fails the second.
    const bought = [];
    for (const buyer of [first, second]) bought.push({ buyer, ...(await buyByCard(buyer, pass.tokenId)) });
    expect(bought.map(({ result }) => result.error)).toEqual([null, null]);
    expect(bought.map(({ purchase }) => purchase.status)).toEqual(['FULFILLED', 'FULFILLED']);

    const holders: Address[] = [];
    for (const { buyer, result } of bought) {
      const copy = await copyOf(result.token_id);
      const keyId = BigInt(copy?.tokenIdBc ?? -1);
      const custody = deriveCustodyAddress(t.deps.env.custodySecret, buyer.userId);
      expect(await recordedCustody(buyer.userId)).toBe(custody);
      expect(copy).toMatchObject({ ownerId: buyer.userId, ownerWalletAddress: custody });
      expect(await on.readLock<Address>(pass.lock, 'ownerOf', [keyId])).toBe(custody);
      expect(await on.readLock<Address>(pass.lock, 'keyManagerOf', [keyId])).toBe(on.deps.chain.signer);
      holders.push(custody);
    }
    expect(holders[0]).not.toBe(holders[1]);
    expect(holders.some((holder) => isAddressEqual(holder, on.deps.chain.signer))).toBe(false);
    expect(await on.readLock<bigint>(pass.lock, 'totalSupply')).toBe(2n);
  });

  it("keeps a buyer's custody address across purchases and a restarted API", async () => {
    const day = await on.membershipWithLock('Custody day', { price: 4, copies: 5, ...THIRTY_DAYS });
    const night = await on.membershipWithLock('Custody night', { price: 6, copies: 5, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');

    const before = await copyOf((await buyByCard(buyer, day.tokenId)).result.token_id);
    // A new process with the same configuration derives and reads the same address.
    const restarted = appWithChain(t.deps, on.deps.chain, { answerWithinMs: STATE_WAIT_MS });
    const after = await copyOf((await buyByCard(buyer, night.tokenId, restarted.app)).result.token_id);
    await restarted.deps.chainWrites.stop();

    const custody = await recordedCustody(buyer.userId);
    expect(custody).toBe(deriveCustodyAddress(t.deps.env.custodySecret, buyer.userId));
    expect(before?.ownerWalletAddress).toBe(custody);
    expect(after?.ownerWalletAddress).toBe(custody);
  });

  it('resells a custodied copy to another wallet-less buyer: the key moves between their custody addresses', async () => {
    const resale = await on.membershipWithLock('Custody resale', { price: 10, copies: 5, ...THIRTY_DAYS });
    const seller = await signedInUser(t, 'CONSUMER');
    const listingId = (await buyByCard(seller, resale.tokenId)).result.token_id ?? 0;
    await t.deps.db
      .update(tokens)
      .set({ isOpenForSale: true, listedAt: new Date(), listingAmount: '12.00', totalAmount: '12.60' })
      .where(eq(tokens.id, listingId));

    const buyer = await signedInUser(t, 'CONSUMER');
    const { result, purchase } = await buyByCard(buyer, listingId);
    expect(result).toEqual({ pending: false, token_id: listingId, error: null });
    expect(purchase).toMatchObject({ kind: 'RESALE', status: 'FULFILLED' });

    const custody = deriveCustodyAddress(t.deps.env.custodySecret, buyer.userId);
    const copy = await copyOf(listingId);
    expect(copy).toMatchObject({ ownerId: buyer.userId, ownerWalletAddress: custody });
    expect(await on.readLock<Address>(resale.lock, 'ownerOf', [BigInt(copy?.tokenIdBc ?? -1)])).toBe(custody);
  });

  it('grants to a verified wallet without recording a custody address', async () => {
    const walletPass = await on.membershipWithLock('Custody wallet', { price: 3, copies: 5, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const wallet = getAddress('0x00000000000000000000000000000000000cafe1');
    await t.deps.db.insert(wallets).values({ userId: buyer.userId, address: wallet, verifiedAt: new Date() });

    const copy = await copyOf((await buyByCard(buyer, walletPass.tokenId)).result.token_id);
    expect(copy?.ownerWalletAddress).toBe(wallet);
    expect(await recordedCustody(buyer.userId)).toBeNull();
  });
});
