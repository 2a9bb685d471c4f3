import { usdToTokenUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { type AnyColumn, and, eq, sql } from 'drizzle-orm';
import { type Address, getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, resalePayouts, tokens } from '../../db/schema/index.ts';
import {
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  resultBody,
  sessionBody,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts } from '../../testing/fixtures/payout-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { type WalletResaleBuyer, walletResales } from '../../testing/fixtures/wallet-resale-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { sweepLapsedHolds } from '../purchases/hold-sweep.ts';

describe.each(bothEngines())('wallet payment of a resale listing on %s', (kind) => {
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

  const hold = (session: TestSession, id: number, walletAddress: string) =>
    on.app.request(`/tokens/${id}/purchase/hold`, json({ wallet_address: walletAddress }, session));
  const claim = (
    session: TestSession,
    id: number,
    body: { token_id_bc: string; wallet_address: string; tx_hash: Hex },
  ) => on.app.request(`/tokens/${id}/purchase?crypto=true`, json(body, session));
  const refusal = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  });
  const resales = () => walletResales(t, on);
  const copyRow = (id: number) => resales().copyRow(id);
  const payoutsOf = (tokenId: number) =>
    t.deps.db.select().from(resalePayouts).where(eq(resalePayouts.tokenId, tokenId));
  const treasury = () => getAddress(t.deps.env.platformTreasuryAddress ?? '0x');
  const listing = (title: string, price: string) => resales().listing(title, price);
  const linkedBuyer = () => resales().linkedBuyer();
  const heldBy = (buyer: WalletResaleBuyer, copyId: number) => resales().heldBy(buyer, copyId);

  it('moves the key to the buyer’s wallet once the stablecoin reached the treasury, with one payout row of the exact split', async () => {
    const { membership, seller, copyId, keyId } = await listing('Wallet resale', '33.33');
    const buyer = await linkedBuyer();

    // 7.5 % of 33.33 is 2.50 and the default 2.5 % is 0.83: the buyer pays 36.66.
    const payment = await heldBy(buyer, copyId);
    expect(payment).toMatchObject({
      pay_to: treasury(),
      token_address: (await t.deps.chain.deployment()).usdToken,
      amount: 36.66,
      amount_units: usdToTokenUnits(36.66).toString(),
    });
    expect((await copyRow(copyId))?.isOpenForSale).toBe(false);
    // Asking again answers the same hold.
    expect(await heldBy(buyer, copyId)).toEqual(payment);

    const hash = await buyer.wallet.payUsd(payment.pay_to as Address, BigInt(payment.amount_units));
    const body = { token_id_bc: keyId, wallet_address: buyer.wallet.address, tx_hash: hash };
    const result = await resales().claimUntilSettled(buyer, copyId, keyId, hash);
    expect(result).toEqual({ pending: false, token_id: copyId, error: null });

    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [BigInt(keyId)])).toBe(
      buyer.wallet.address,
    );
    expect(await copyRow(copyId)).toMatchObject({
      ownerId: buyer.session.userId,
      ownerWalletAddress: buyer.wallet.address,
      isOpenForSale: false,
      listingAmount: '33.33',
    });
    const [purchase] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.txHash, hash.toLowerCase()));
    expect(purchase).toMatchObject({
      provider: 'crypto',
      kind: 'RESALE',
      status: 'FULFILLED',
      amount: '36.66',
      walletAddress: buyer.wallet.address,
      resultTokenId: copyId,
    });
    expect(await payoutsOf(copyId)).toEqual([
      expect.objectContaining({
        purchaseId: purchase?.id,
        sellerId: seller.userId,
        totalAmount: '36.66',
        sellerAmount: '33.33',
        commissionAmount: '2.50',
        commissionPercentage: '7.50',
        transactionAmount: '0.83',
        transactionPercentage: '2.50',
      }),
    ]);

    // The same claim again answers the same copy and records nothing more.
    const replay = resultBody.parse(await (await claim(buyer.session, copyId, body)).json()).data;
    expect(replay).toEqual(result);
    expect(await payoutsOf(copyId)).toHaveLength(1);
    // The transaction cannot pay for anything else: another buyer's claim of it is refused.
    const other = await listing('Wallet resale other', '12');
    const thief = await linkedBuyer();
    await heldBy(thief, other.copyId);
    const reused = await claim(thief.session, other.copyId, {
      token_id_bc: other.keyId,
      wallet_address: thief.wallet.address,
      tx_hash: hash,
    });
    expect(await refusal(reused)).toEqual({ status: 409, message: MESSAGES.checkout.transactionClaimed });
  });

  it('refuses a payment short of the total, one to another address and one from another wallet, recording nothing', async () => {
    const { membership, copyId, keyId } = await listing('Wallet resale refused', '20');
    const buyer = await linkedBuyer();
    const payment = await heldBy(buyer, copyId);
    const units = BigInt(payment.amount_units);
    const claimOf = (tx_hash: Hex) => ({ token_id_bc: keyId, wallet_address: buyer.wallet.address, tx_hash });

    const short = await buyer.wallet.payUsd(treasury(), units - 1n);
    const elsewhere = await buyer.wallet.payUsd(privateKeyToAccount(generatePrivateKey()).address, units);
    const stranger = await walletBuyer(t, on.fork);
    const fromStranger = await stranger.payUsd(treasury(), units);
    for (const hash of [short, elsewhere, fromStranger]) {
      expect(await refusal(await claim(buyer.session, copyId, claimOf(hash)))).toEqual({
        status: 400,
        message: MESSAGES.checkout.notThisResalePayment,
      });
    }

    // Still held for the buyer, unpaid; the key has not moved and no payout is owed.
    const [held] = await t.deps.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.sourceTokenId, copyId), eq(purchases.userId, buyer.session.userId)));
    expect(held).toMatchObject({ status: 'PENDING', txHash: null, paidAt: null });
    expect(await payoutsOf(copyId)).toEqual([]);
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [BigInt(keyId)])).not.toBe(
      buyer.wallet.address,
    );
  });

  /** As if the listing and the buyer's wallet hold on it were an hour old: the hold ran out unpaid and was swept. */
  async function lapse(buyerId: number, copyId: number) {
    const anHourBefore = (column: AnyColumn) => sql`${column} - interval '1 hour'`;
    await t.deps.db
      .update(purchases)
      .set({
        createdAt: anHourBefore(purchases.createdAt),
        reservedUntil: anHourBefore(purchases.reservedUntil),
      })
      .where(and(eq(purchases.sourceTokenId, copyId), eq(purchases.userId, buyerId)));
    await t.deps.db
      .update(tokens)
      .set({ listedAt: anHourBefore(tokens.listedAt) })
      .where(eq(tokens.id, copyId));
    expect(await sweepLapsedHolds(t.deps.db)).toBeGreaterThan(0);
  }

  /** Claims a resale payment until it is no longer pending (each claim awaits the key's transfer). */
  async function settledClaim(
    buyer: Awaited<ReturnType<typeof linkedBuyer>>,
    copyId: number,
    keyId: string,
    hash: Hex,
  ) {
    const body = { token_id_bc: keyId, wallet_address: buyer.wallet.address, tx_hash: hash };
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await claim(buyer.session, copyId, body);
      expect(response.status, await response.clone().text()).toBe(200);
      const result = resultBody.parse(await response.json()).data;
      if (!result.pending) return result;
    }
    throw new Error('The resale claim is still pending');
  }

  /** The late payment was refused: kept for a refund by hand at what was sent; the key, the listing and the ledger untouched. */
  async function expectRefundOwed(hash: Hex, paid: number, copyId: number, keyId: string, lock: Address) {
    const [purchase] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.txHash, hash.toLowerCase()));
    expect(purchase).toMatchObject({
      provider: 'crypto',
      kind: 'RESALE',
      status: 'FAILED',
      amount: paid.toFixed(2),
    });
    expect(purchase?.paidAt).not.toBeNull();
    expect(purchase?.failureReason).toMatch(/refund by hand/);
    expect((await payoutsOf(copyId)).filter((payout) => payout.purchaseId === purchase?.id)).toEqual([]);
    expect((await copyRow(copyId))?.isOpenForSale).toBe(true);
    const holder = await on.readLock<Address>(lock, 'ownerOf', [BigInt(keyId)]);
    expect(getAddress((await copyRow(copyId))?.ownerWalletAddress ?? '0x')).toBe(holder);
  }

  it('refuses a lapsed hold paid at its old total after the seller relisted higher, keeping what was paid for a refund', async () => {
    const { membership, seller, copyId, keyId } = await listing('Wallet resale relisted', '20');
    const buyer = await linkedBuyer();
    const payment = await heldBy(buyer, copyId);
    await lapse(buyer.session.userId, copyId);
    const relisted = await on.app.request(`/tokens/${copyId}/sell`, json({ price: '25' }, seller));
    expect(relisted.status, await relisted.clone().text()).toBe(200);

    // One dollar more than the old total, still short of the new one: all of it is owed back.
    const hash = await buyer.wallet.payUsd(treasury(), BigInt(payment.amount_units) + usdToTokenUnits(1));
    expect(await settledClaim(buyer, copyId, keyId, hash)).toEqual({
      pending: false,
      token_id: null,
      error: MESSAGES.checkout.listingChangedBeforePayment,
    });
    await expectRefundOwed(hash, payment.amount + 1, copyId, keyId, membership.lock);
    expect((await copyRow(copyId))?.ownerId).toBe(seller.userId);
  });

  it('refuses a lapsed hold paid after the copy changed hands and was listed again at the same total', async () => {
    const { membership, copyId, keyId } = await listing('Wallet resale resold', '15');
    const late = await linkedBuyer();
    const payment = await heldBy(late, copyId);
    await lapse(late.session.userId, copyId);
    // Meanwhile another buyer takes the copy by card and lists it again, at the same total.
    const next = await signedInUser(t, 'CONSUMER');
    const session = await openCheckout(on.app, next, copyId);
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    expect((await pollUntilSettled(on.app, next, copyId, session.session_id)).token_id).toBe(copyId);
    await connectPayouts(t.app, next);
    const relisted = await on.app.request(`/tokens/${copyId}/sell`, json({ price: '15' }, next));
    expect(relisted.status, await relisted.clone().text()).toBe(200);
    expect((await copyRow(copyId))?.totalAmount).toBe(payment.amount.toFixed(2));

    const hash = await late.wallet.payUsd(treasury(), BigInt(payment.amount_units));
    expect(await settledClaim(late, copyId, keyId, hash)).toMatchObject({
      token_id: null,
      error: MESSAGES.checkout.listingChangedBeforePayment,
    });
    await expectRefundOwed(hash, payment.amount, copyId, keyId, membership.lock);
    expect((await copyRow(copyId))?.ownerId).toBe(next.userId);
  });

  it('takes a listing again for a lapsed hold paid late while the listing is still as it was held', async () => {
    const { membership, copyId, keyId } = await listing('Wallet resale late', '12');
    const buyer = await linkedBuyer();
    const payment = await heldBy(buyer, copyId);
    await lapse(buyer.session.userId, copyId);
    expect((await copyRow(copyId))?.isOpenForSale).toBe(true);

    const hash = await buyer.wallet.payUsd(treasury(), BigInt(payment.amount_units));
    expect(await settledClaim(buyer, copyId, keyId, hash)).toEqual({
      pending: false,
      token_id: copyId,
      error: null,
    });
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [BigInt(keyId)])).toBe(
      buyer.wallet.address,
    );
  });

  it('two wallet buyers at once: exactly one holds the listing, the other is refused before paying', async () => {
    const { copyId } = await listing('Wallet resale race', '15');
    const [first, second] = [await linkedBuyer(), await linkedBuyer()];
    const answers = await Promise.all([
      hold(first.session, copyId, first.wallet.address),
      hold(second.session, copyId, second.wallet.address),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect((await refused?.json())?.message).toBe(MESSAGES.checkout.notOnSale);
    const holds = await t.deps.db.select().from(purchases).where(eq(purchases.sourceTokenId, copyId));
    expect(holds.filter((row) => row.kind === 'RESALE' && row.status === 'PENDING')).toHaveLength(1);
  });

  it('two card checkouts at once: exactly one session, the other refused; the paid one moves the key once', async () => {
    const { membership, seller, copyId, keyId } = await listing('Card resale race', '15');
    const [first, second] = [await signedInUser(t, 'CONSUMER'), await signedInUser(t, 'CONSUMER')];
    const answers = await Promise.all(
      [first, second].map((buyer) => on.app.request('/tokens/checkout', json({ id: copyId }, buyer))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winnerIndex = answers.findIndex((answer) => answer.status === 201);
    const winner = winnerIndex === 0 ? first : second;
    const loser = winnerIndex === 0 ? second : first;
    expect((await answers[1 - winnerIndex]?.json())?.message).toBe(MESSAGES.checkout.notOnSale);

    const session = sessionBody.parse(await answers[winnerIndex]?.json()).data;
    await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' });
    expect(await pollUntilSettled(on.app, winner, copyId, session.session_id)).toEqual({
      pending: false,
      token_id: copyId,
      error: null,
    });
    // The loser was never charged: no purchase of theirs exists.
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.userId, loser.userId))).toEqual([]);
    expect((await payoutsOf(copyId)).map((payout) => payout.sellerId)).toEqual([seller.userId]);
    const copy = await copyRow(copyId);
    expect(copy?.ownerId).toBe(winner.userId);
    expect(await on.readLock<Address>(membership.lock, 'ownerOf', [BigInt(keyId)])).toBe(
      getAddress(copy?.ownerWalletAddress ?? '0x'),
    );
  });
});
