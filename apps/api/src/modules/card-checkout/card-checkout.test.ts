import { UNLIMITED } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAndConfirm } from '../../chain-writes/send-call.ts';
import {
  businesses,
  chainWrites,
  localCheckoutSessions,
  outboxMails,
  tokenProfiles,
  tokens,
  users,
  wallets,
} from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollPurchase,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { deriveCustodyAddress } from '../purchases/custody.ts';
import { confirmPaid, purchaseSubject } from '../purchases/fulfil.ts';
import { recordBoughtCopy } from '../purchases/record-copy.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
/** The mails leave after the fulfilment commits; on a busy machine that can be a while after the poll. */

describe.each(bothEngines())('card checkout through the local provider on %s', (kind) => {
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

  /** The subjects mailed to a user (the dev outbox), and that user's id. */
  const mailsTo = async (userId: number) => {
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, userId));
    const mails = await t.deps.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user?.email ?? ''));
    return mails.map((mail) => mail.subject);
  };
  const businessOwnerOf = async (profileId: number) => {
    const [row] = await t.deps.db
      .select({ ownerId: businesses.ownerId })
      .from(tokenProfiles)
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
      .where(eq(tokenProfiles.id, profileId));
    return row?.ownerId ?? 0;
  };

  const profileOf = async (id: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, id)))[0];

  it('opens a session whose page charges the price; paying grants the key on chain and the poll answers the copy', async () => {
    const gold = await on.membershipWithLock('Checkout gold', { price: 25.5, copies: 5, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');

    const session = await openCheckout(on.app, buyer, gold.tokenId);
    expect(session.session_id).toMatch(/^cs_local_/);
    expect(await profileOf(gold.profileId)).toMatchObject({ availableCopiesCount: 4, soldCopiesCount: 0 });

    const page = await on.app.request(pathOf(session.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Checkout gold');
    expect(html).toContain('$25.50');
    expect(html).toContain('data-amount="2550"');

    const paid = await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${t.deps.env.consumerAppUrl}/tokens/${gold.tokenId}/buy?stripePurchase=true&session_id=${session.session_id}`,
    );

    const result = await pollUntilSettled(on.app, buyer, gold.tokenId, session.session_id);
    expect(result).toMatchObject({ pending: false, error: null });
    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, result.token_id ?? 0));
    // No verified wallet: the key is at the buyer's custody address (custody-checkout.test.ts).
    const custody = deriveCustodyAddress(t.deps.env.custodySecret, buyer.userId);
    expect(copy).toMatchObject({
      parentId: gold.tokenId,
      ownerId: buyer.userId,
      ownerWalletAddress: custody,
    });
    const holder = await on.readLock<Address>(gold.lock, 'ownerOf', [BigInt(copy?.tokenIdBc ?? 0)]);
    expect(holder).toBe(custody);
    const expiry = await on.readLock<bigint>(gold.lock, 'keyExpirationTimestampFor', [
      BigInt(copy?.tokenIdBc ?? 0),
    ]);
    expect(Number(expiry) * 1000).toBe(copy?.expiresAt?.getTime());
    expect(await profileOf(gold.profileId)).toMatchObject({ availableCopiesCount: 4, soldCopiesCount: 1 });
    expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
      status: 'FULFILLED',
      amount: '25.50',
      stockReserved: false,
      resultTokenId: copy?.id,
    });

    // The card return opens the copy: the buyer sees it as theirs.
    const opened = await on.app.request(`/tokens/${copy?.id}`, { headers: buyer.headers });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      data: { id: copy?.id, parent_id: gold.tokenId, owner: { id: buyer.userId } },
      meta: { owned_token_id: copy?.id },
    });

    // Both want mail (the defaults): the buyer is told it is theirs, the business that it sold.
    await expect.poll(() => mailsTo(buyer.userId)).toEqual(['Your Checkout gold membership']);
    const owner = await businessOwnerOf(gold.profileId);
    await expect.poll(() => mailsTo(owner)).toEqual(['Checkout gold: a membership was sold']);

    // Bought once: a second checkout is refused, and the page of a paid session is gone.
    const again = await on.app.request('/tokens/checkout', json({ id: gold.tokenId }, buyer));
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(MESSAGES.membership.alreadyOwned);
    expect((await on.app.request(pathOf(session.url))).status).toBe(404);
  });

  it("grants to the buyer's latest verified wallet when there is one", async () => {
    const silver = await on.membershipWithLock('Checkout silver', { price: 5, copies: -1, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    await t.deps.db
      .update(users)
      .set({ isPurchasedTokenEmailNotify: false })
      .where(eq(users.id, buyer.userId));
    const wallet = getAddress('0x00000000000000000000000000000000000c0ffe');
    // Stored as typed (lower case); granted to its checksummed form.
    await t.deps.db
      .insert(wallets)
      .values({ userId: buyer.userId, address: wallet.toLowerCase(), verifiedAt: new Date() });

    const session = await openCheckout(on.app, buyer, silver.tokenId);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    const result = await pollUntilSettled(on.app, buyer, silver.tokenId, session.session_id);

    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, result.token_id ?? 0));
    expect(copy?.ownerWalletAddress).toBe(wallet);
    expect(await on.readLock<boolean>(silver.lock, 'getHasValidKey', [wallet])).toBe(true);
    // This buyer turned the purchased mail off: once the business's mail (sent after the buyer's)
    // is out, the buyer has none.
    const owner = await businessOwnerOf(silver.profileId);
    await expect.poll(() => mailsTo(owner)).toEqual(['Checkout silver: a membership was sold']);
    expect(await mailsTo(buyer.userId)).toEqual([]);
    // Unlimited copies stay unlimited.
    expect(await profileOf(silver.profileId)).toMatchObject({ availableCopiesCount: -1, soldCopiesCount: 1 });
  });

  it.each([
    ['cancel', 'cancelled'],
    ['decline', 'declined'],
  ] as const)(
    '%s fails the purchase, releases the copy and sends the buyer back to the buy page (%s)',
    async (action, outcome) => {
      const bronze = await on.membershipWithLock(`Checkout ${action}`, {
        price: 9,
        copies: 2,
        ...THIRTY_DAYS,
      });
      const buyer = await signedInUser(t, 'CONSUMER');
      const session = await openCheckout(on.app, buyer, bronze.tokenId);
      expect((await profileOf(bronze.profileId))?.availableCopiesCount).toBe(1);

      const back = await on.app.request(`${pathOf(session.url)}/${action}`, { method: 'POST' });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `${t.deps.env.consumerAppUrl}/tokens/${bronze.tokenId}/buy?payment=${outcome}`,
      );

      expect(await pollPurchase(on.app, buyer, bronze.tokenId, session.session_id)).toEqual({
        pending: false,
        token_id: null,
        error: MESSAGES.errors.cardPaymentFailed,
      });
      expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
        status: 'FAILED',
        stockReserved: false,
      });
      expect(await profileOf(bronze.profileId)).toMatchObject({
        availableCopiesCount: 2,
        soldCopiesCount: 0,
      });
      // The buyer may start again with a new session.
      const retry = await openCheckout(on.app, buyer, bronze.tokenId);
      expect(retry.session_id).not.toBe(session.session_id);
    },
  );

  it('fulfils once when twenty polls and the webhook confirm the same payment at once', async () => {
    const race = await on.membershipWithLock('Checkout race', { price: 12, copies: 3, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, race.tokenId);
    // The buyer paid; the signed event is in flight while the card return polls.
    const event = await t.deps.localCheckout?.complete(session.session_id, 'pay');
    if (!event) throw new Error('The local session could not be paid');

    const webhook = on.app.request('/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.payload,
    });
    const polls = Array.from({ length: 20 }, () =>
      pollPurchase(on.app, buyer, race.tokenId, session.session_id),
    );
    expect((await webhook).status).toBe(200);
    await Promise.all(polls);
    const result = await pollUntilSettled(on.app, buyer, race.tokenId, session.session_id);
    expect(result.token_id).not.toBeNull();

    const purchase = await purchaseOf(t.deps, session.session_id);
    const writes = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.minedTxHashes).toHaveLength(1);
    expect(await t.deps.db.select().from(tokens).where(eq(tokens.parentId, race.tokenId))).toHaveLength(1);
    expect(await on.readLock<bigint>(race.lock, 'totalSupply')).toBe(1n);
    expect(await profileOf(race.profileId)).toMatchObject({ availableCopiesCount: 2, soldCopiesCount: 1 });
  });

  it('fulfils once when the provider delivers the same paid event twenty times at once', async () => {
    const echo = await on.membershipWithLock('Checkout echo', { price: 9, copies: 3, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, echo.tokenId);
    const event = await t.deps.localCheckout?.complete(session.session_id, 'pay');
    if (!event) throw new Error('The local session could not be paid');

    const deliveries = await Promise.all(
      Array.from({ length: 20 }, () =>
        on.app.request('/webhooks/stripe', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
          body: event.payload,
        }),
      ),
    );
    expect(deliveries.map((response) => response.status)).toEqual(Array(20).fill(200));
    const result = await pollUntilSettled(on.app, buyer, echo.tokenId, session.session_id);
    expect(result.token_id).not.toBeNull();

    const purchase = await purchaseOf(t.deps, session.session_id);
    const writes = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.minedTxHashes).toHaveLength(1);
    expect(await t.deps.db.select().from(tokens).where(eq(tokens.parentId, echo.tokenId))).toHaveLength(1);
    expect(await on.readLock<bigint>(echo.lock, 'totalSupply')).toBe(1n);
    expect(await profileOf(echo.profileId)).toMatchObject({ availableCopiesCount: 2, soldCopiesCount: 1 });
    await expect.poll(() => mailsTo(buyer.userId)).toEqual(['Your Checkout echo membership']);
  });

  it('refuses a webhook whose signature does not verify and changes nothing', async () => {
    const guarded = await on.membershipWithLock('Checkout guarded', { price: 7, copies: 2, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, guarded.tokenId);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.session_id,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_forged',
        },
      },
    });
    const { signStripeEvent } = await import('../../adapters/payments/stripe-events.ts');
    for (const signature of [signStripeEvent(payload, 'whsec_not_ours'), 't=1,v1=00', undefined]) {
      const response = await on.app.request('/webhooks/stripe', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'Stripe-Signature': signature } : {}),
        },
        body: payload,
      });
      expect(response.status).toBe(400);
    }
    expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
      status: 'PENDING',
      externalPaymentId: null,
    });
    expect(await pollPurchase(on.app, buyer, guarded.tokenId, session.session_id)).toMatchObject({
      pending: true,
    });
  });

  it('refunds the payment when the chain refuses the key, and the poll answers the error', async () => {
    // The buyer's custody address already holds a key of this lock (granted outside Keyclub): a lock
    // gives an address one key, so the grant reverts (MAX_KEYS_REACHED). A full lock would not refuse
    // it (PublicLock's grantKeys ignores the key limit), but a checkout refuses to sell it.
    const full = await on.membershipWithLock('Checkout full lock', { price: 15, copies: 2, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    await sendAndConfirm(
      on.deps,
      {
        type: 'grantKey',
        lock: full.lock,
        recipient: deriveCustodyAddress(t.deps.env.custodySecret, buyer.userId),
        expiration: UNLIMITED.toString(),
      },
      STATE_WAIT_MS,
    );
    const session = await openCheckout(on.app, buyer, full.tokenId);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });

    expect(await pollUntilSettled(on.app, buyer, full.tokenId, session.session_id)).toEqual({
      pending: false,
      token_id: null,
      error: MESSAGES.errors.cardPaymentFailed,
    });
    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase).toMatchObject({ status: 'REFUNDED', stockReserved: false });
    expect(purchase.externalRefundId).toMatch(/^re_local_/);
    const [provider] = await t.deps.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, session.session_id));
    expect(provider?.refundId).toBe(purchase.externalRefundId);
    expect(await profileOf(full.profileId)).toMatchObject({ availableCopiesCount: 2, soldCopiesCount: 0 });
  });

  it('refunds a payment whose copy a key bought on chain took meanwhile, and grants nothing', async () => {
    const last = await on.membershipWithLock('Checkout last copy', { price: 12, copies: 1, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, last.tokenId);
    // The last copy is bought with a wallet while the card page is open (R2): the hold gives it up.
    const walletBuyer = await signedInUser(t, 'CONSUMER');
    await t.deps.db.transaction((tx) =>
      recordBoughtCopy(tx, {
        tokenProfileId: last.profileId,
        ownerId: walletBuyer.userId,
        ownerWalletAddress: deriveCustodyAddress(t.deps.env.custodySecret, walletBuyer.userId),
        tokenIdBc: '1',
        expiresAt: null,
      }),
    );
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });

    expect(await pollUntilSettled(on.app, buyer, last.tokenId, session.session_id)).toEqual({
      pending: false,
      token_id: null,
      error: MESSAGES.errors.cardPaymentFailed,
    });
    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase).toMatchObject({ status: 'REFUNDED', stockReserved: false });
    expect(purchase.externalRefundId).toMatch(/^re_local_/);
    const grants = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));
    expect(grants).toEqual([]);
    expect(await profileOf(last.profileId)).toMatchObject({ availableCopiesCount: 0, soldCopiesCount: 1 });
  });

  it('renews an expired copy at the renewal price: the key is extended on chain and the expiry moves', async () => {
    const hourly = await on.membershipWithLock(
      'Checkout hourly',
      { price: 10, copies: 5, expirationDuration: 1, expirationDurationType: 'HOURS' },
      { renewalPrice: '4.25' },
    );
    const buyer = await signedInUser(t, 'CONSUMER');
    const first = await openCheckout(on.app, buyer, hourly.tokenId);
    await on.app.request(`${pathOf(first.url)}/pay`, { method: 'POST' });
    const bought = await pollUntilSettled(on.app, buyer, hourly.tokenId, first.session_id);
    const copyId = bought.token_id ?? 0;

    // Two hours pass on chain, not on the server: the checkout judges expiry by the chain's clock (R10).
    await on.fork.client.increaseTime({ seconds: 7_200 });
    await on.fork.client.mine({ blocks: 1 });
    const [before] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    const keyId = BigInt(before?.tokenIdBc ?? 0);
    expect(await on.readLock<boolean>(hourly.lock, 'isValidKey', [keyId])).toBe(false);
    expect(before?.expiresAt?.getTime()).toBeGreaterThan(Date.now());

    // A declined renewal goes back to the renewal's buy page; the next attempt pays.
    const declined = await openCheckout(on.app, buyer, copyId);
    const refused = await on.app.request(`${pathOf(declined.url)}/decline`, { method: 'POST' });
    expect(refused.headers.get('location')).toBe(
      `${t.deps.env.consumerAppUrl}/tokens/${copyId}/buy?payment=declined&renew=true`,
    );
    const renewal = await openCheckout(on.app, buyer, copyId);
    const [line] = await t.deps.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, renewal.session_id));
    expect(line?.amountMinor).toBe(425);
    const back = await on.app.request(`${pathOf(renewal.url)}/pay`, { method: 'POST' });
    expect(back.headers.get('location')).toContain('&renew=true');
    const renewed = await pollUntilSettled(on.app, buyer, copyId, renewal.session_id);
    expect(renewed).toEqual({ pending: false, token_id: copyId, error: null });

    const onChain = await on.readLock<bigint>(hourly.lock, 'keyExpirationTimestampFor', [keyId]);
    const block = await on.fork.client.getBlock();
    expect(Number(onChain)).toBeGreaterThan(Number(block.timestamp) + 3_000);
    const [after] = await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId));
    expect(after?.expiresAt?.getTime()).toBe(Number(onChain) * 1000);
    expect(await on.readLock<boolean>(hourly.lock, 'isValidKey', [keyId])).toBe(true);
    expect(await purchaseOf(t.deps, renewal.session_id)).toMatchObject({
      kind: 'RENEWAL',
      amount: '4.25',
      status: 'FULFILLED',
    });
    // A renewal sells no copy.
    expect(await profileOf(hourly.profileId)).toMatchObject({ soldCopiesCount: 1 });
  });

  it('delivers a payment confirmed just before the process stopped: the next process sends the recorded grant once', async () => {
    const resumed = await on.membershipWithLock('Checkout resumed', { price: 3, copies: 2, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, resumed.tokenId);
    const paid = await t.deps.localCheckout?.complete(session.session_id, 'pay');
    if (!paid) throw new Error('The local session could not be paid');
    // A process that is stopping records the grant with the payment, and sends nothing.
    const stopping = appWithChain(t.deps, on.deps.chain);
    await stopping.deps.chainWrites.stop();
    const { paymentId } = await t.deps.payments.retrieveSession(session.session_id);
    await confirmPaid(stopping.deps, session.session_id, paymentId);
    const purchase = await purchaseOf(t.deps, session.session_id);
    expect(purchase.status).toBe('PAID');
    const [write] = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));
    expect(write?.status).toBe('PENDING');

    // The next process resumes unfinished writes at start (server.ts: chainWrites.start()).
    expect(await on.deps.chainWrites.resume()).toBeGreaterThanOrEqual(1);
    const result = await pollUntilSettled(on.app, buyer, resumed.tokenId, session.session_id);
    expect(result.token_id).not.toBeNull();
    expect(await on.readLock<bigint>(resumed.lock, 'totalSupply')).toBe(1n);
  });

  it('neither refunds nor releases a purchase whose grant was cut off while sending (it may have minted)', async () => {
    const cut = await on.membershipWithLock('Checkout cut off', { price: 6, copies: 2, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, cut.tokenId);
    const paid = await t.deps.localCheckout?.complete(session.session_id, 'pay');
    if (!paid) throw new Error('The local session could not be paid');
    const stopping = appWithChain(t.deps, on.deps.chain);
    await stopping.deps.chainWrites.stop();
    const { paymentId } = await t.deps.payments.retrieveSession(session.session_id);
    await confirmPaid(stopping.deps, session.session_id, paymentId);
    const purchase = await purchaseOf(t.deps, session.session_id);
    // The process died in the instant between signing and saving the hash.
    await t.deps.db
      .update(chainWrites)
      .set({ status: 'SENDING', updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));

    const next = appWithChain(t.deps, on.deps.chain, { staleSendMs: 1_000 });
    expect(await pollUntilSettled(next.app, buyer, cut.tokenId, session.session_id)).toMatchObject({
      error: MESSAGES.errors.cardPaymentFailed,
    });
    await next.deps.chainWrites.stop();
    const failed = await purchaseOf(t.deps, session.session_id);
    expect(failed).toMatchObject({ status: 'FAILED', stockReserved: true, externalRefundId: null });
    expect(failed.failureReason).toMatch(/interrupted/);
    expect(await on.readLock<bigint>(cut.lock, 'totalSupply')).toBe(0n);
    expect((await profileOf(cut.profileId))?.availableCopiesCount).toBe(1);
  });

  it('sells an open listing: the listing is held, a cancel reopens it, a payment moves the key and the copy', async () => {
    const resale = await on.membershipWithLock('Checkout resale', { price: 10, copies: 5, ...THIRTY_DAYS });
    const seller = await signedInUser(t, 'CONSUMER');
    const bought = await openCheckout(on.app, seller, resale.tokenId);
    await on.app.request(`${pathOf(bought.url)}/pay`, { method: 'POST' });
    const listingId =
      (await pollUntilSettled(on.app, seller, resale.tokenId, bought.session_id)).token_id ?? 0;
    // Listed for sale (the sell call is issue 13's): its price with the fees is what a buyer pays.
    await t.deps.db
      .update(tokens)
      .set({ isOpenForSale: true, listedAt: new Date(), listingAmount: '12.00', totalAmount: '12.60' })
      .where(eq(tokens.id, listingId));
    const listed = async () => (await t.deps.db.select().from(tokens).where(eq(tokens.id, listingId)))[0];

    const ownListing = await on.app.request('/tokens/checkout', json({ id: listingId }, seller));
    expect((await ownListing.json()).message).toBe(MESSAGES.checkout.notOnSale);

    const hesitant = await signedInUser(t, 'CONSUMER');
    const held = await openCheckout(on.app, hesitant, listingId);
    expect((await listed())?.isOpenForSale).toBe(false);
    const meanwhile = await on.app.request(
      '/tokens/checkout',
      json({ id: listingId }, await signedInUser(t, 'CONSUMER')),
    );
    expect(meanwhile.status).toBe(409);
    await on.app.request(`${pathOf(held.url)}/cancel`, { method: 'POST' });
    expect((await listed())?.isOpenForSale).toBe(true);

    const buyer = await signedInUser(t, 'CONSUMER');
    const wallet = getAddress('0x00000000000000000000000000000000000b0b0b');
    await t.deps.db.insert(wallets).values({ userId: buyer.userId, address: wallet, verifiedAt: new Date() });
    const session = await openCheckout(on.app, buyer, listingId);
    const [line] = await t.deps.db
      .select()
      .from(localCheckoutSessions)
      .where(eq(localCheckoutSessions.id, session.session_id));
    expect(line?.amountMinor).toBe(1260);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });

    expect(await pollUntilSettled(on.app, buyer, listingId, session.session_id)).toEqual({
      pending: false,
      token_id: listingId,
      error: null,
    });
    expect(await listed()).toMatchObject({
      ownerId: buyer.userId,
      ownerWalletAddress: wallet,
      isOpenForSale: false,
    });
    const keyId = BigInt((await listed())?.tokenIdBc ?? 0);
    expect(await on.readLock<Address>(resale.lock, 'ownerOf', [keyId])).toBe(wallet);
    expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
      kind: 'RESALE',
      amount: '12.60',
      status: 'FULFILLED',
    });
    // A resale sells no new copy.
    expect(await profileOf(resale.profileId)).toMatchObject({ soldCopiesCount: 1, availableCopiesCount: 4 });
  });

  it('grants a key that lasts its duration on the chain’s clock, wherever the server’s clock is', async () => {
    // The fork's clock runs three days ahead of the server's.
    await on.fork.client.increaseTime({ seconds: 3 * 86_400 });
    await on.fork.client.mine({ blocks: 1 });
    const hourly = await on.membershipWithLock('Checkout chain clock', {
      price: 2,
      copies: 2,
      expirationDuration: 1,
      expirationDurationType: 'HOURS',
    });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, hourly.tokenId);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    const { token_id } = await pollUntilSettled(on.app, buyer, hourly.tokenId, session.session_id);

    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, token_id ?? 0));
    const keyId = BigInt(copy?.tokenIdBc ?? 0);
    const onChain = Number(await on.readLock<bigint>(hourly.lock, 'keyExpirationTimestampFor', [keyId]));
    const chainNow = Number((await on.fork.client.getBlock()).timestamp);
    expect(onChain).toBeGreaterThan(chainNow);
    expect(onChain).toBeLessThanOrEqual(chainNow + 3_600);
    expect(copy?.expiresAt?.getTime()).toBe(onChain * 1000);
    expect(await on.readLock<boolean>(hourly.lock, 'isValidKey', [keyId])).toBe(true);
  });

  it('grants a free membership at once, without the provider', async () => {
    const free = await on.membershipWithLock('Checkout free', { price: 0, copies: 3, ...THIRTY_DAYS });
    const buyer = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, buyer, free.tokenId);
    expect(session.url).toBe(
      `${t.deps.env.consumerAppUrl}/tokens/${free.tokenId}/buy?stripePurchase=true&session_id=${session.session_id}`,
    );
    const result = await pollUntilSettled(on.app, buyer, free.tokenId, session.session_id);
    expect(result.token_id).not.toBeNull();
    expect(await purchaseOf(t.deps, session.session_id)).toMatchObject({
      status: 'FULFILLED',
      amount: '0.00',
    });
    expect(await profileOf(free.profileId)).toMatchObject({ availableCopiesCount: 2, soldCopiesCount: 1 });
  });
});
