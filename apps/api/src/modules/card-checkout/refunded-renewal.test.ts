import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainWrites, tokens } from '../../db/schema/index.ts';
import {
  boughtByCard,
  checkoutOnFork,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

const DAY_S = 86_400;
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };

/**
 * Issue 34, a refunded renewal (docs/decisions/payouts.md): the refund takes back the period the
 * renewal paid for, not the one the purchase before it paid for. The member who renews, uses the
 * renewed time and takes the money back loses that time; one who takes it back before the renewed
 * period began keeps the period already paid, with its cards.
 */
describe.each(bothEngines())('a refunded renewal on %s', (kind) => {
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

  const expirationOf = (lock: Address, keyId: bigint) =>
    on.readLock<bigint>(lock, 'keyExpirationTimestampFor', [keyId]);
  const chainNow = async () => (await on.fork.client.getBlock()).timestamp;
  const dashboard = (sessionId: string, action: string) =>
    on.app.request(`/checkout/local-dashboard/${sessionId}/${action}`, {
      method: 'POST',
      headers: operator.headers,
    });
  const refund = (sessionId: string) => dashboard(sessionId, 'refund');
  const card = (session: TestSession, copyId: number) =>
    on.app.request(`/tokens/${copyId}/activations`, { method: 'POST', headers: session.headers });
  /** The purchase's expiry writes, each settled. */
  async function expiriesOf(purchaseId: number) {
    const writes = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.idempotencyKey, `key-expiry:${purchaseId}`));
    return Promise.all(writes.map((write) => on.deps.chainWrites.settle(write.id)));
  }

  /** A 30-day key bought by card, then renewed by card for 30 more: the key's expiry before and after. */
  async function renewedKey(title: string) {
    const membership = await on.membershipWithLock(
      title,
      { price: 12, copies: 3, ...THIRTY_DAYS },
      { renewalPrice: '5.00' },
    );
    const { buyer, purchase } = await boughtByCard(on, t, membership);
    const copyId = purchase.resultTokenId ?? 0;
    const [copy] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    const keyId = BigInt(copy?.tokenIdBc ?? 0);
    const holder = getAddress(copy?.ownerWalletAddress ?? '');
    const paidUntil = await expirationOf(membership.lock, keyId);

    const session = await openCheckout(on.app, buyer, copyId);
    expect((await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' })).status).toBe(303);
    await pollUntilSettled(on.app, buyer, copyId, session.session_id);
    const renewal = await purchaseOf(on.deps, session.session_id);
    expect([renewal.kind, renewal.status]).toEqual(['RENEWAL', 'FULFILLED']);
    const renewedUntil = await expirationOf(membership.lock, keyId);
    expect(renewedUntil).toBe(paidUntil + BigInt(30 * DAY_S));
    return { membership, buyer, copyId, keyId, holder, paidUntil, renewal };
  }

  it('refunded before the renewed period began: it goes, the period paid before stays, with its cards', async () => {
    const key = await renewedKey('Renewal refunded early');

    expect((await refund(key.renewal.externalSessionId ?? '')).status).toBe(200);
    // The renewed period is taken back on chain, once: the key ends where the purchase's period did.
    const [write] = await expiriesOf(key.renewal.id);
    expect(write).toMatchObject({ status: 'DONE', result: { expired: true } });
    expect(write?.minedTxHashes).toHaveLength(1);
    expect(await expirationOf(key.membership.lock, key.keyId)).toBe(key.paidUntil);
    expect(await on.readLock<boolean>(key.membership.lock, 'getHasValidKey', [key.holder])).toBe(true);
    const [copy] = await t.deps.db.select().from(tokens).where(eq(tokens.id, key.copyId));
    expect(copy?.expiresAt?.getTime()).toBe(Number(key.paidUntil) * 1000);
    // The member still has the period the purchase paid for: a card is shown.
    const shown = await card(key.buyer, key.copyId);
    expect(shown.status, await shown.clone().text()).toBe(201);

    // Driving the write again (a resend after a restart) takes nothing more back.
    await on.deps.chainWrites.settle(write?.id ?? 0);
    expect(await expirationOf(key.membership.lock, key.keyId)).toBe(key.paidUntil);
  });

  it('charged back and lost: the same, the renewed period goes and the card stays for the period paid before', async () => {
    const key = await renewedKey('Renewal charged back');
    const sessionId = key.renewal.externalSessionId ?? '';

    expect((await dashboard(sessionId, 'dispute')).status).toBe(200);
    // While the dispute is open the copy shows no card (the spec's "until it closes").
    expect((await card(key.buyer, key.copyId)).status).toBe(409);
    expect((await dashboard(sessionId, 'dispute/lost')).status).toBe(200);
    expect(await expiriesOf(key.renewal.id)).toEqual([expect.objectContaining({ status: 'DONE' })]);
    expect(await expirationOf(key.membership.lock, key.keyId)).toBe(key.paidUntil);
    const shown = await card(key.buyer, key.copyId);
    expect(shown.status, await shown.clone().text()).toBe(201);
  });

  it('refunded after the renewed period was used: the member keeps none of it and shows no card', async () => {
    const key = await renewedKey('Renewal used then refunded');
    // Forty days pass on chain: the purchase's 30 are over, the member is using the renewed ones.
    const { timestamp } = await on.fork.client.getBlock();
    await on.fork.client.setNextBlockTimestamp({ timestamp: timestamp + BigInt(40 * DAY_S) });
    await on.fork.client.mine({ blocks: 1 });
    expect(await on.readLock<boolean>(key.membership.lock, 'getHasValidKey', [key.holder])).toBe(true);

    expect((await refund(key.renewal.externalSessionId ?? '')).status).toBe(200);
    expect(await expiriesOf(key.renewal.id)).toEqual([expect.objectContaining({ status: 'DONE' })]);
    expect(await on.readLock<boolean>(key.membership.lock, 'getHasValidKey', [key.holder])).toBe(false);
    expect(await expirationOf(key.membership.lock, key.keyId)).toBeLessThanOrEqual(await chainNow());
    // A lapsed membership's answer: its own period is over, the renewed one was taken back.
    const refused = await card(key.buyer, key.copyId);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      MESSAGES.activation.invalid('Renewal used then refunded'),
    );
  });
});
