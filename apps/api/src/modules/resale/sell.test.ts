import { publicLockAbi } from '@keyclub/chain';
import { LOCAL_ACCOUNTS } from '@keyclub/chain/local-accounts';
import {
  activationCardSchema,
  dataEnvelope,
  MESSAGES,
  pagedEnvelope,
  sellTermsSchema,
  tokenSchema,
} from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { type Address, createWalletClient, getAddress, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activations, chainWrites, resalePayouts, tokens, wallets } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts } from '../../testing/fixtures/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { deriveCustodyAddress } from '../purchases/custody.ts';
import { purchaseSubject } from '../purchases/fulfil.ts';
import { purchaseWriteKinds } from '../purchases/purchase-writes.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const tokenBody = dataEnvelope(tokenSchema);
const termsBody = dataEnvelope(sellTermsSchema);
const cardBody = dataEnvelope(activationCardSchema);

describe.each(productionEngine())('selling a membership again on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    // A configured platform fee other than the domain default: the listing applies the configuration.
    t = await createTestApp(kind, { TRANSACTION_FEE_PERCENTAGE: '3' });
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const request = (path: string, session: TestSession, init: RequestInit = {}) =>
    on.app.request(path, { ...init, headers: { ...session.headers, ...init.headers } });
  const sell = (session: TestSession, id: number, body: unknown) =>
    on.app.request(`/tokens/${id}/sell`, json(body, session));
  const withdraw = (session: TestSession, id: number) =>
    request(`/tokens/${id}/sell`, session, { method: 'DELETE' });
  const terms = async (session: TestSession, id: number) => {
    const response = await request(`/tokens/${id}/sell`, session);
    expect(response.status, await response.clone().text()).toBe(200);
    return termsBody.parse(await response.json()).data;
  };
  const listed = async (session: TestSession, id: number, body: unknown) => {
    const response = await sell(session, id, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return tokenBody.parse(await response.json()).data;
  };
  const copyRow = async (id: number) => (await t.deps.db.select().from(tokens).where(eq(tokens.id, id)))[0];
  const payoutsOf = (tokenId: number) =>
    t.deps.db.select().from(resalePayouts).where(eq(resalePayouts.tokenId, tokenId));

  /** Pays `id` by card on the local page; answers the settled poll and the purchase row. */
  const buyByCard = async (buyer: TestSession, id: number) => {
    const session = await openCheckout(on.app, buyer, id);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    const result = await pollUntilSettled(on.app, buyer, id, session.session_id);
    return { result, session, purchase: await purchaseOf(t.deps, session.session_id) };
  };

  /** A wallet-less consumer's copy (its key in custody) of a membership with a 7.5 % royalty. */
  const ownedCopy = async (title: string) => {
    const membership = await on.membershipWithLock(
      title,
      { price: 10, copies: 5, ...THIRTY_DAYS },
      { royalty: '7.50' },
    );
    const seller = await signedInUser(t, 'CONSUMER');
    const copyId = (await buyByCard(seller, membership.tokenId)).result.token_id ?? 0;
    // A listing needs the seller's payout account (issue 34).
    await connectPayouts(t.app, seller);
    return { membership, seller, copyId };
  };

  it('lists at a price whose fees the server computes from the royalty and the configured fee, ignoring client amounts', async () => {
    const { seller, copyId } = await ownedCopy('Resale pricing');
    expect(await terms(seller, copyId)).toEqual({
      listing_amount: 10,
      commission_percentage: 7.5,
      transaction_percentage: 3,
      listing: null,
      wallet_approval: null,
      payout_account_status: 'READY',
    });

    const below = await sell(seller, copyId, { price: '9.99' });
    expect(below.status).toBe(400);
    expect((await below.json()).message).toBe(MESSAGES.errors.priceBelowAsking);
    const empty = await sell(seller, copyId, { price: '' });
    expect((await empty.json()).errors).toEqual([{ field: 'price', message: 'Price is required.' }]);
    expect((await copyRow(copyId))?.isOpenForSale).toBe(false);

    // 7.5 % of 33.33 is 2.49975 and 3 % is 0.9999: each rounded to cents.
    const token = await listed(seller, copyId, {
      price: '33.33',
      commission_amount: 0,
      transaction_amount: 0,
      total_amount: 1,
      commission_percentage: 0,
    });
    expect(token).toMatchObject({
      id: copyId,
      is_open_for_sale: true,
      listing_amount: 33.33,
      commission_amount: 2.5,
      commission_percentage: 7.5,
      transaction_amount: 1,
      transaction_percentage: 3,
      total_amount: 36.83,
    });
    expect((await copyRow(copyId))?.listedAt).not.toBeNull();

    // The listing is in the marketplace's resale listings, newest first.
    const market = await on.app.request('/market-place?is_parent=false&limit=50');
    const listings = pagedEnvelope(tokenSchema).parse(await market.json()).data;
    expect(listings.find((listing) => listing.id === copyId)?.total_amount).toBe(36.83);

    // Listing again changes the price; below the new ask it is refused.
    expect((await listed(seller, copyId, { price: 40 })).total_amount).toBe(44.2);
    expect((await sell(seller, copyId, { price: '39' })).status).toBe(400);
  });

  it("answers 404 for another consumer's copy or a parent token, and 403 for a business", async () => {
    const { membership, seller, copyId } = await ownedCopy('Resale access');
    const stranger = await signedInUser(t, 'CONSUMER');
    for (const response of [
      await sell(stranger, copyId, { price: '50' }),
      await withdraw(stranger, copyId),
      await request(`/tokens/${copyId}/sell`, stranger),
      await sell(seller, membership.tokenId, { price: '50' }),
    ]) {
      expect(response.status).toBe(404);
    }
    const business = await signedInUser(t, 'BUSINESS');
    expect((await sell(business, copyId, { price: '50' })).status).toBe(403);
    expect((await copyRow(copyId))?.isOpenForSale).toBe(false);
  });

  it('refuses to change or withdraw a listing while a purchase of it is in progress; withdrawing restores the ask', async () => {
    const { seller, copyId } = await ownedCopy('Resale in progress');
    await listed(seller, copyId, { price: '25' });
    const hesitant = await signedInUser(t, 'CONSUMER');
    const held = await openCheckout(on.app, hesitant, copyId);

    for (const response of [await sell(seller, copyId, { price: '30' }), await withdraw(seller, copyId)]) {
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(MESSAGES.sell.purchaseInProgress);
    }
    await on.app.request(`${pathOf(held.url)}/cancel`, { method: 'POST' });

    const withdrawn = await withdraw(seller, copyId);
    expect(withdrawn.status).toBe(200);
    expect(tokenBody.parse(await withdrawn.json()).data).toMatchObject({
      is_open_for_sale: false,
      listing_amount: 10,
      total_amount: null,
    });
    // Not listed: the checkout refuses it, and withdrawing again changes nothing.
    const late = await on.app.request('/tokens/checkout', json({ id: copyId }, hesitant));
    expect((await late.json()).message).toBe(MESSAGES.checkout.notOnSale);
    expect((await withdraw(seller, copyId)).status).toBe(200);
    // The asked price was withdrawn: a lower one may be asked now.
    expect((await listed(seller, copyId, { price: '12' })).total_amount).toBe(13.26);
  });

  it('resells to a wallet-less buyer: one payout row with the exact split, the key in their custody managed by the signer', async () => {
    const { membership, seller, copyId } = await ownedCopy('Resale payout');
    await listed(seller, copyId, { price: '33.33' });
    const buyer = await signedInUser(t, 'CONSUMER');
    const { result, session, purchase } = await buyByCard(buyer, copyId);
    expect(result).toEqual({ pending: false, token_id: copyId, error: null });
    expect(purchase).toMatchObject({ kind: 'RESALE', amount: '36.83', status: 'FULFILLED' });

    const payouts = await payoutsOf(copyId);
    expect(payouts).toEqual([
      expect.objectContaining({
        purchaseId: purchase.id,
        sellerId: seller.userId,
        businessId: (await copyRow(copyId))?.businessId,
        currency: 'USD',
        totalAmount: '36.83',
        sellerAmount: '33.33',
        commissionAmount: '2.50',
        commissionPercentage: '7.50',
        transactionAmount: '1.00',
        transactionPercentage: '3.00',
      }),
    ]);

    // The copy is the buyer's, off sale, its minimum ask the price it sold for (R12).
    const custody = deriveCustodyAddress(t.deps.env.custodySecret, buyer.userId);
    expect(await copyRow(copyId)).toMatchObject({
      ownerId: buyer.userId,
      ownerWalletAddress: custody,
      isOpenForSale: false,
      listingAmount: '33.33',
    });
    const keyId = BigInt((await copyRow(copyId))?.tokenIdBc ?? -1);
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [keyId])).toBe(custody);
    // Unlock's transfer reset the key manager; the same write set the signer back.
    expect(await on.readLock<Address>(membership.lock, 'keyManagerOf', [keyId])).toBe(on.deps.chain.signer);
    const [write] = await t.deps.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.subject, purchaseSubject(purchase.id)));
    expect(write).toMatchObject({ kind: 'resale.transfer', status: 'DONE' });
    expect(write?.minedTxHashes).toHaveLength(2);

    // The seller's memberships no longer list it; the buyer's do.
    const ownedIds = async (session: TestSession) =>
      pagedEnvelope(tokenSchema)
        .parse(await (await request('/tokens?limit=50', session)).json())
        .data.map((token) => token.id);
    expect(await ownedIds(seller)).not.toContain(copyId);
    expect(await ownedIds(buyer)).toContain(copyId);
    expect((await sell(seller, copyId, { price: '40' })).status).toBe(404);

    // Fulfilling again (a replayed event, the kind's finish run twice) writes no second row.
    const event = await t.deps.localCheckout?.complete(session.session_id, 'pay');
    if (event) {
      await on.app.request('/webhooks/stripe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
        body: event.payload,
      });
    }
    const transfer = purchaseWriteKinds['resale.transfer'];
    if (!transfer || !write) throw new Error('No resale transfer kind or write');
    await expect(t.deps.db.transaction((tx) => transfer.finish(tx, on.deps, write))).rejects.toThrow();
    expect(await payoutsOf(copyId)).toHaveLength(1);

    // The buyer's custody key can be sold on: the signer still moves it.
    expect((await terms(buyer, copyId)).listing_amount).toBe(33.33);
    await connectPayouts(t.app, buyer);
    await listed(buyer, copyId, { price: '34' });
    const next = await signedInUser(t, 'CONSUMER');
    expect((await buyByCard(next, copyId)).result.error).toBeNull();
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [keyId])).toBe(
      deriveCustodyAddress(t.deps.env.custodySecret, next.userId),
    );
    expect((await payoutsOf(copyId)).map((payout) => payout.sellerId)).toEqual([seller.userId, buyer.userId]);
  });

  describe('membership cards around a sale', () => {
    const showCard = (session: TestSession, id: number) =>
      request(`/tokens/${id}/activations`, session, { method: 'POST' });
    const shownCard = async (session: TestSession, id: number) => {
      const response = await showCard(session, id);
      expect(response.status, await response.clone().text()).toBe(201);
      return cardBody.parse(await response.json()).data;
    };
    /** Staff of the membership scan the card: the exp and sig of its QR link. */
    const scan = (staff: TestSession, card: { id: number; qr_url: string | null }) => {
      const query = new URL(card.qr_url ?? '').searchParams;
      const link = { exp: Number(query.get('exp')), sig: query.get('sig') };
      return on.app.request(`/tokens/${card.id}/activate`, json(link, staff));
    };
    const refusal = async (response: Response) => ({
      status: response.status,
      message: ((await response.json()) as { message: string }).message,
    });
    const cardStatus = async (id: number) =>
      (await t.deps.db.select().from(activations).where(eq(activations.id, id)))[0]?.status;

    it('a card shown before a resale is refused after it; none is shown while listed or paid for', async () => {
      const { membership, seller, copyId } = await ownedCopy('Resale card');
      const invalid = { status: 409, message: MESSAGES.activation.invalid('Resale card') };
      const card = await shownCard(seller, copyId);

      await listed(seller, copyId, { price: '12' });
      expect(await refusal(await showCard(seller, copyId))).toEqual({
        status: 409,
        message: MESSAGES.activation.onSale,
      });
      expect(await refusal(await scan(membership.business, card))).toEqual(invalid);

      const buyer = await signedInUser(t, 'CONSUMER');
      const paying = await openCheckout(on.app, buyer, copyId);
      expect(await refusal(await showCard(seller, copyId))).toEqual({
        status: 409,
        message: MESSAGES.sell.purchaseInProgress,
      });
      expect(await refusal(await scan(membership.business, card))).toEqual(invalid);

      await on.app.request(`${pathOf(paying.url)}/pay`, { method: 'POST' });
      expect((await pollUntilSettled(on.app, buyer, copyId, paying.session_id)).error).toBeNull();
      expect(await cardStatus(card.id)).toBe('ARCHIVED');
      expect(await refusal(await scan(membership.business, card))).toEqual(invalid);

      // The buyer's own card admits them.
      const bought = await shownCard(buyer, copyId);
      expect((await scan(membership.business, bought)).status).toBe(200);
    });

    it('refuses to list, or hold a listing, while an activation of it is ACTIVE', async () => {
      const { membership, seller, copyId } = await ownedCopy('Resale active card');
      const card = await shownCard(seller, copyId);
      expect((await scan(membership.business, card)).status).toBe(200);
      expect(await refusal(await sell(seller, copyId, { price: '12' }))).toEqual({
        status: 409,
        message: MESSAGES.sell.activationRunning,
      });
      expect((await copyRow(copyId))?.isOpenForSale).toBe(false);

      // A listing from before the activation (data older than this rule): no buyer can hold it.
      await t.deps.db
        .update(tokens)
        .set({ isOpenForSale: true, listedAt: new Date(), totalAmount: '13.00' })
        .where(eq(tokens.id, copyId));
      const buyer = await signedInUser(t, 'CONSUMER');
      const checkout = await on.app.request('/tokens/checkout', json({ id: copyId }, buyer));
      expect(await refusal(checkout)).toEqual({ status: 409, message: MESSAGES.checkout.notOnSale });
    });
  });

  it("lists a key held in the owner's wallet only once the wallet approved the API signer (R8)", async () => {
    const { membership, seller, copyId } = await ownedCopy('Resale wallet');
    await listed(seller, copyId, { price: '15' });
    const holder = privateKeyToAccount(LOCAL_ACCOUNTS[5].privateKey);
    const buyer = await signedInUser(t, 'CONSUMER');
    await t.deps.db
      .insert(wallets)
      .values({ userId: buyer.userId, address: holder.address, verifiedAt: new Date() });
    await buyByCard(buyer, copyId);
    const keyId = BigInt((await copyRow(copyId))?.tokenIdBc ?? -1);
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [keyId])).toBe(holder.address);

    expect((await terms(buyer, copyId)).wallet_approval).toEqual({
      owner: holder.address,
      spender: on.deps.chain.signer,
    });
    await connectPayouts(t.app, buyer);
    const unapproved = await sell(buyer, copyId, { price: '20' });
    expect(unapproved.status).toBe(409);
    expect((await unapproved.json()).message).toBe(MESSAGES.sell.approveFirst);

    const wallet = createWalletClient({ account: holder, transport: http(on.fork.rpcUrl) });
    const hash = await wallet.writeContract({
      abi: publicLockAbi,
      address: membership.lock,
      functionName: 'approve',
      args: [on.deps.chain.signer, keyId],
      chain: null,
    });
    await on.fork.client.waitForTransactionReceipt({ hash });
    expect((await listed(buyer, copyId, { price: '20' })).is_open_for_sale).toBe(true);

    const next = await signedInUser(t, 'CONSUMER');
    expect((await buyByCard(next, copyId)).result.error).toBeNull();
    expect(getAddress(await on.readLock<Address>(membership.lock, 'ownerOf', [keyId]))).toBe(
      deriveCustodyAddress(t.deps.env.custodySecret, next.userId),
    );
  });
});
