import { publicLockAbi } from '@keyclub/chain';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_WRITE_KINDS } from '../../chain-write-kinds.ts';
import { createChainWrites } from '../../chain-writes/chain-writes.ts';
import { chainWrites, tokens } from '../../db/schema/index.ts';
import { boughtByCard, checkoutOnFork, json } from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts, sendProviderEvent } from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { KEY_EXPIRY_WRITE } from '../payouts/key-expiry-write.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
/** What the card answers for a copy whose payment came back (ownership's DISPUTED_CARD_MESSAGE). */
const CARD_REFUSED = {
  REFUNDED: 'The payment for this Membership was refunded, so this Membership has no card.',
  LOST: 'The payment for this Membership was returned by your bank, so this Membership has no card.',
};

/**
 * Issue 34 item 3, the thief's attack: pay by card, get the key, take the money back (a refund in the
 * provider or a chargeback won by the bank) and keep a key that any door or app reading the lock
 * still admits. The money coming back now ends the key on chain, once, and only the key the
 * refunded buyer still holds.
 */
describe.each(bothEngines())('a refunded or charged-back key on chain on %s', (kind) => {
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

  const dashboard = (sessionId: string, action: string) =>
    on.app.request(`/checkout/local-dashboard/${sessionId}/${action}`, {
      method: 'POST',
      headers: operator.headers,
    });

  /**
   * A new consumer buys `id` (a membership, or a listed copy) by card and the key is delivered, valid
   * on chain: the buyer, the FULFILLED purchase, its checkout session and the key as delivered.
   */
  async function buyByCard(id: number, lock: Address) {
    const { buyer, purchase } = await boughtByCard(on, t, { tokenId: id });
    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, purchase.resultTokenId ?? 0));
    const holder = getAddress(copy?.ownerWalletAddress ?? '');
    const keyId = BigInt(copy?.tokenIdBc ?? '0');
    expect(await hasValidKey(lock, holder)).toBe(true);
    const sessionId = purchase.externalSessionId ?? '';
    return { buyer, purchase, sessionId, copyId: copy?.id ?? 0, holder, keyId };
  }
  /** A $12 membership on its own lock, and a key to it bought by card. */
  async function keyBoughtByCard(title: string) {
    const membership = await on.membershipWithLock(title, { price: 12, copies: 3, ...THIRTY_DAYS });
    return { membership, ...(await buyByCard(membership.tokenId, membership.lock)) };
  }
  const hasValidKey = (lock: Address, holder: Address) =>
    on.readLock<boolean>(lock, 'getHasValidKey', [holder]);
  /** The 409's message when `session` asks for a card of `copyId`. */
  async function cardRefusal(session: TestSession, copyId: number) {
    const card = await on.app.request(`/tokens/${copyId}/activations`, {
      method: 'POST',
      headers: session.headers,
    });
    expect(card.status).toBe(409);
    return ((await card.json()) as { message: string }).message;
  }
  const chainNow = async () => (await on.fork.client.getBlock()).timestamp;

  /** The purchase's expiry writes (one at most), each settled. */
  async function expiriesOf(purchaseId: number) {
    const writes = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.idempotencyKey, `key-expiry:${purchaseId}`));
    return Promise.all(writes.map((write) => on.deps.chainWrites.settle(write.id)));
  }
  /** How often the chain changed the key's expiry (its grant included). */
  async function expiryChanges(lock: Address, keyId: bigint) {
    const logs = await on.fork.client.getContractEvents({
      address: lock,
      abi: publicLockAbi,
      eventName: 'ExpirationChanged',
      fromBlock: 0n,
    });
    return logs.filter((log) => (log.args as { tokenId?: bigint }).tokenId === keyId).length;
  }

  it('refunded after delivery: the key stops being valid on chain, once, however often the refund arrives', async () => {
    const { membership, buyer: thief, ...key } = await keyBoughtByCard('Key refund thief');
    const changesBefore = await expiryChanges(membership.lock, key.keyId);

    expect((await dashboard(key.sessionId, 'refund')).status).toBe(200);
    // A second API process drives the same write at once (its resume job): one expiry is sent.
    const otherProcess = createChainWrites({ ...on.deps, db: t.deps.db }, CHAIN_WRITE_KINDS);
    const [write] = await expiriesOf(key.purchase.id);
    await otherProcess.settle(write?.id ?? 0);
    await otherProcess.stop();
    const [done] = await expiriesOf(key.purchase.id);
    expect(done).toMatchObject({ kind: KEY_EXPIRY_WRITE, status: 'DONE', result: { expired: true } });
    expect(done?.minedTxHashes).toHaveLength(1);

    expect(await hasValidKey(membership.lock, key.holder)).toBe(false);
    const expiration = await on.readLock<bigint>(membership.lock, 'keyExpirationTimestampFor', [key.keyId]);
    expect(expiration).toBeLessThanOrEqual(await chainNow());
    // The key is still the thief's (an expired key, as on any lock), and the copy shows it expired.
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [key.keyId])).toBe(key.holder);
    const [copy] = await t.deps.db.select().from(tokens).where(eq(tokens.id, key.copyId));
    expect(copy?.expiresAt?.getTime()).toBe(Number(expiration) * 1000);
    // The thief asking for a card is still told why.
    expect(await cardRefusal(thief, key.copyId)).toBe(CARD_REFUSED.REFUNDED);

    // The provider sends charge.refunded again (a replay): no second write, no second expiry.
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: 'ch_replay',
      object: 'charge',
      payment_intent: key.purchase.externalPaymentId,
      refunds: { data: [{ id: key.purchase.externalRefundId, object: 'refund' }] },
    });
    expect(await expiriesOf(key.purchase.id)).toHaveLength(1);
    expect(await expiryChanges(membership.lock, key.keyId)).toBe(changesBefore + 1);
  });

  it('a chargeback lost: the key stops being valid on chain; while the dispute is open it stays valid', async () => {
    const { membership, buyer: thief, ...key } = await keyBoughtByCard('Key chargeback');

    expect((await dashboard(key.sessionId, 'dispute')).status).toBe(200);
    expect(await expiriesOf(key.purchase.id)).toEqual([]);
    expect(await hasValidKey(membership.lock, key.holder)).toBe(true);

    expect((await dashboard(key.sessionId, 'dispute/lost')).status).toBe(200);
    expect(await expiriesOf(key.purchase.id)).toEqual([expect.objectContaining({ status: 'DONE' })]);
    expect(await hasValidKey(membership.lock, key.holder)).toBe(false);
    expect(
      await on.readLock<bigint>(membership.lock, 'keyExpirationTimestampFor', [key.keyId]),
    ).toBeLessThanOrEqual(await chainNow());
    expect(await cardRefusal(thief, key.copyId)).toBe(CARD_REFUSED.LOST);
  });

  it('a chargeback won: the buyer paid after all, and the key stays valid', async () => {
    const { membership, buyer, ...key } = await keyBoughtByCard('Key dispute won');

    expect((await dashboard(key.sessionId, 'dispute')).status).toBe(200);
    expect((await dashboard(key.sessionId, 'dispute/won')).status).toBe(200);
    expect(await expiriesOf(key.purchase.id)).toEqual([]);
    expect(await hasValidKey(membership.lock, key.holder)).toBe(true);
    const card = await on.app.request(`/tokens/${key.copyId}/activations`, {
      method: 'POST',
      headers: buyer.headers,
    });
    expect(card.status, await card.clone().text()).toBe(201);
  });

  it('a key resold to someone who paid is not expired by the seller’s refund; the refunded resale buyer’s is', async () => {
    const membership = await on.membershipWithLock(
      'Key moved on',
      { price: 10, copies: 3, ...THIRTY_DAYS },
      { royalty: '7.50' },
    );
    await connectPayouts(t.app, membership.business);
    const sold = await buyByCard(membership.tokenId, membership.lock);
    const seller = sold.buyer;
    await connectPayouts(t.app, seller);
    const listed = await on.app.request(`/tokens/${sold.copyId}/sell`, json({ price: '20.00' }, seller));
    expect(listed.status).toBe(200);
    const resold = await buyByCard(sold.copyId, membership.lock);
    expect(resold.keyId).toBe(sold.keyId);

    // The seller takes their first payment back after the key moved on: the buyer's key is theirs.
    expect((await dashboard(sold.sessionId, 'refund')).status).toBe(200);
    expect(await expiriesOf(sold.purchase.id)).toEqual([]);
    expect(await hasValidKey(membership.lock, resold.holder)).toBe(true);

    // The buyer takes theirs back while holding it: their key ends.
    expect((await dashboard(resold.sessionId, 'refund')).status).toBe(200);
    expect(await expiriesOf(resold.purchase.id)).toEqual([expect.objectContaining({ status: 'DONE' })]);
    expect(await hasValidKey(membership.lock, resold.holder)).toBe(false);
  });
});
