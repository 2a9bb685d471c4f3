import { erc20Abi } from '@keyclub/chain';
import { pagedEnvelope, payoutTransferSchema } from '@keyclub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, getAddress, isAddressEqual, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chainWrites, payoutWallets, purchases, treasuryPayouts, wallets } from '../../db/schema/index.ts';
import { checkoutOnFork } from '../../testing/fixtures/checkout-fixtures.ts';
import type { TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts, earningsOf } from '../../testing/fixtures/payout-fixtures.ts';
import { walletResales } from '../../testing/fixtures/wallet-resale-fixtures.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT, STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { allEarnings } from './earnings-view.ts';
import { transferEarnings } from './transfer-earnings.ts';
import { TREASURY_PAYOUT_WRITE } from './treasury-payout-write.ts';
import { payTreasuryShares } from './treasury-payouts.ts';

// 7.5 % of 33.33 is 2.50 and the default 2.5 % fee 0.83: the buyer pays 36.66 into the treasury.
const SELLER_UNITS = 33_330_000n;
const COMMISSION_UNITS = 2_500_000n;
const FEE_UNITS = 830_000n;
const dataOf = (body: unknown) => (body as { data: unknown[] }).data;

describe.each(bothEngines())('crypto resale shares paid from the treasury on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  let resales: ReturnType<typeof walletResales>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    on = await checkoutOnFork(t);
    resales = walletResales(t, on);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const treasury = () => getAddress(t.deps.env.platformTreasuryAddress ?? '0x');
  const usdToken = async () => (await on.deps.chain.deployment()).usdToken;
  const balanceOf = async (address: Address) =>
    on.fork.client.readContract({
      address: await usdToken(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

  const linkSellerWallet = async (userId: number) => {
    const address = freshAddress();
    await t.deps.db.insert(wallets).values({ userId, address, verifiedAt: new Date() });
    return address;
  };
  const linkBusinessWallet = async (businessId: number) => {
    const address = freshAddress();
    await t.deps.db.insert(payoutWallets).values({ businessId, address, verifiedAt: new Date() });
    return address;
  };

  /** Every stablecoin transfer the treasury made to `to` on the fork. */
  async function paymentsTo(to: Address) {
    const logs = await on.fork.client.getLogs({ address: await usdToken(), fromBlock: 0n });
    return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs }).filter(
      (log) => isAddressEqual(log.args.from, treasury()) && isAddressEqual(log.args.to, to),
    );
  }

  /** A listing at $33.33 bought by another consumer's wallet; answers its purchase and its shares. */
  async function resold(title: string) {
    const listed = await resales.listing(title, '33.33');
    const hash = await resales.bought(await resales.linkedBuyer(), listed.copyId, listed.keyId);
    const [purchase] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.txHash, hash.toLowerCase()));
    if (!purchase) throw new Error('No purchase for the payment');
    return { ...listed, purchase, businessId: listed.membership.business.businessId ?? 0 };
  }

  const sharesOf = (purchaseId: number) =>
    t.deps.db
      .select()
      .from(treasuryPayouts)
      .where(eq(treasuryPayouts.purchaseId, purchaseId))
      .orderBy(treasuryPayouts.payee);

  async function payoutsMade(business: TestSession, query: string) {
    const response = await on.app.request(`/payouts/transfers${query}`, { headers: business.headers });
    expect(response.status).toBe(200);
    return pagedEnvelope(payoutTransferSchema).parse(await response.json());
  }

  const writesOf = (shareId: number) =>
    t.deps.db
      .select()
      .from(chainWrites)
      .where(
        and(
          eq(chainWrites.kind, TREASURY_PAYOUT_WRITE),
          sql`${chainWrites.payload}->>'payoutId' = ${String(shareId)}`,
        ),
      );

  /** Drives every write the shares of `purchaseId` have to its end. */
  async function settled(purchaseId: number) {
    for (const share of await sharesOf(purchaseId)) {
      if (share.chainWriteId !== null) await on.deps.chainWrites.settle(share.chainWriteId, STATE_WAIT_MS);
    }
    return sharesOf(purchaseId);
  }

  it('pays the seller’s share and the business’s commission to their wallets to the wei; the treasury keeps the fee', async () => {
    const treasuryBefore = await balanceOf(treasury());
    const sale = await resold('Treasury payout gold');
    expect(
      (await sharesOf(sale.purchase.id)).map((share) => [share.payee, share.status, share.units]),
    ).toEqual([
      ['BUSINESS', 'WAITING', COMMISSION_UNITS.toString()],
      ['SELLER', 'WAITING', SELLER_UNITS.toString()],
    ]);
    // The business's earnings list the commission as soon as it is owed: waiting, no wallet yet.
    const owed = await earningsOf(on.app, sale.membership.business, '?limit=1');
    expect(owed).toMatchObject({ meta: { total: 2 } });
    expect(owed.data).toEqual([
      expect.objectContaining({ kind: 'RESALE', net_amount: 2.5, status: 'WAITING', paid_to: null }),
    ]);
    const sellerWallet = await linkSellerWallet(sale.seller.userId);
    const businessWallet = await linkBusinessWallet(sale.businessId);

    expect(await payTreasuryShares(on.deps)).toBe(2);
    const shares = await settled(sale.purchase.id);
    expect(shares).toEqual([
      expect.objectContaining({
        payee: 'BUSINESS',
        status: 'PAID',
        recipient: businessWallet,
        txHash: expect.any(String),
      }),
      expect.objectContaining({
        payee: 'SELLER',
        status: 'PAID',
        recipient: sellerWallet,
        txHash: expect.any(String),
      }),
    ]);
    expect(await balanceOf(sellerWallet)).toBe(SELLER_UNITS);
    expect(await balanceOf(businessWallet)).toBe(COMMISSION_UNITS);
    // The buyer's 36.66 came in, 35.83 went out: the treasury holds the platform's fee alone.
    expect((await balanceOf(treasury())) - treasuryBefore).toBe(FEE_UNITS);
    // Nothing is due any more.
    expect(await payTreasuryShares(on.deps)).toBe(0);

    // The seller's resale earnings say what the resale paid and where it went.
    const earnings = await on.app.request('/payouts/resale-earnings', { headers: sale.seller.headers });
    expect(earnings.status).toBe(200);
    expect(dataOf(await earnings.json())).toEqual([
      expect.objectContaining({
        purchase_id: sale.purchase.id,
        total_amount: 36.66,
        commission_amount: 2.5,
        transaction_amount: 0.83,
        amount: 33.33,
        status: 'TRANSFERRED',
        method: 'CRYPTO',
        paid_to: sellerWallet,
      }),
    ]);
    // The business's revenue counts the commission beside the card sale of the seller's copy ($10).
    const revenue = await on.app.request('/payouts/revenue?days=30', {
      headers: sale.membership.business.headers,
    });
    expect(((await revenue.json()) as { data: { total: number } }).data.total).toBe(12.5);
    // Its earnings: the commission, paid to its wallet, newest, then the card sale of the seller's copy
    // (one page each, numbered apart); the CSV has both, read one row a batch.
    const business = sale.membership.business;
    const [commission, cardSale, pastEarnings] = [
      await earningsOf(on.app, business, '?limit=1'),
      await earningsOf(on.app, business, '?limit=1&page=2'),
      await earningsOf(on.app, business, '?limit=1&page=3'),
    ];
    expect(commission.data).toEqual([
      {
        id: expect.any(Number),
        purchase_id: sale.purchase.id,
        kind: 'RESALE',
        title: 'Treasury payout gold',
        gross_amount: 2.5,
        fee_percentage: 0,
        fee_amount: 0,
        net_amount: 2.5,
        status: 'TRANSFERRED',
        created_at: expect.any(String),
        transferred_at: expect.any(String),
        paid_to: businessWallet,
      },
    ]);
    expect(cardSale.data).toEqual([expect.objectContaining({ kind: 'PURCHASE', gross_amount: 10 })]);
    expect(cardSale.data[0]).not.toHaveProperty('paid_to');
    expect(cardSale.data[0]?.id).not.toBe(commission.data[0]?.id);
    expect(pastEarnings).toMatchObject({ data: [], meta: { total: 2 } });
    const batches: string[][] = [];
    for await (const batch of allEarnings(t.deps, sale.businessId, 1)) {
      batches.push(batch.map((earning) => earning.kind));
    }
    expect(batches).toEqual([['RESALE'], ['PURCHASE']]);
    const csv = await on.app.request('/payouts/earnings.csv', { headers: business.headers });
    const rows = (await csv.text()).trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => [...row.split(',').slice(2, 8), row.split(',')[9]])).toEqual([
      ['RESALE', '2.50', '0', '0.00', '2.50', 'TRANSFERRED', businessWallet],
      ['PURCHASE', '10.00', '0', '0.00', '10.00', 'WAITING', 'Payout account'],
    ]);
    // Its payouts made list the commission and the wallet it went to; another business's do not.
    const made = await on.app.request('/payouts/transfers', { headers: sale.membership.business.headers });
    expect(made.status).toBe(200);
    expect(dataOf(await made.json())).toEqual([
      expect.objectContaining({
        title: 'Treasury payout gold',
        kind: 'RESALE',
        amount: 2.5,
        transfer_id: shares[0]?.txHash,
        reversed_at: null,
        paid_to: businessWallet,
      }),
    ]);
    // Once it connects, the card sale of the seller's copy is transferred after it: newest first, paged.
    await connectPayouts(on.app, sale.membership.business);
    await vi.waitFor(
      async () => {
        await transferEarnings(on.deps);
        expect((await payoutsMade(sale.membership.business, '?limit=1')).meta.total).toBe(2);
      },
      { ...STATE_WAIT, interval: 200 },
    );
    const [newest, oldest, past] = [
      await payoutsMade(sale.membership.business, '?limit=1'),
      await payoutsMade(sale.membership.business, '?limit=1&page=2'),
      await payoutsMade(sale.membership.business, '?limit=1&page=3'),
    ];
    expect(newest.data).toEqual([expect.objectContaining({ kind: 'PURCHASE', amount: 10 })]);
    expect(newest.data[0]).not.toHaveProperty('paid_to');
    expect(oldest.data).toEqual([expect.objectContaining({ kind: 'RESALE', paid_to: businessWallet })]);
    expect(newest.data[0]?.id).not.toBe(oldest.data[0]?.id);
    expect(past).toMatchObject({ data: [], meta: { total: 2 } });
    const stranger = (await resales.listing('Treasury payout stranger', '33.33')).membership.business;
    const strangers = await on.app.request('/payouts/transfers', { headers: stranger.headers });
    expect(await strangers.json()).toMatchObject({ data: [], meta: { total: 0 } });
    // Its earnings hold its own card sale of the listed copy, and none of the other's commission.
    const theirs = await earningsOf(on.app, stranger);
    expect(theirs.data.map((earning) => [earning.title, earning.kind])).toEqual([
      ['Treasury payout stranger', 'PURCHASE'],
    ]);
    const strangerCsv = await on.app.request('/payouts/earnings.csv', { headers: stranger.headers });
    const strangerRows = (await strangerCsv.text()).trimEnd().split('\r\n').slice(1);
    expect(strangerRows.map((row) => row.split(',').slice(1, 3))).toEqual([
      ['Treasury payout stranger', 'PURCHASE'],
    ]);
  });

  it('keeps a share waiting until its payee links a wallet; two API processes at once then make one transfer', async () => {
    const sale = await resold('Treasury payout silver');
    const businessWallet = await linkBusinessWallet(sale.businessId);
    expect(await payTreasuryShares(on.deps)).toBe(1);
    await settled(sale.purchase.id);
    expect((await sharesOf(sale.purchase.id)).map((share) => [share.payee, share.status])).toEqual([
      ['BUSINESS', 'PAID'],
      ['SELLER', 'WAITING'],
    ]);
    expect(await balanceOf(businessWallet)).toBe(COMMISSION_UNITS);

    const sellerWallet = await linkSellerWallet(sale.seller.userId);
    const other = appWithChain(t.deps, on.deps.chain);
    try {
      const started = await Promise.all([payTreasuryShares(on.deps), payTreasuryShares(other.deps)]);
      expect(started[0] + started[1]).toBe(1);
      const seller = (await sharesOf(sale.purchase.id)).find((share) => share.payee === 'SELLER');
      expect(await writesOf(seller?.id ?? 0)).toHaveLength(1);
      await other.deps.chainWrites.settle(seller?.chainWriteId ?? 0, STATE_WAIT_MS);
    } finally {
      await other.deps.chainWrites.stop();
    }
    await settled(sale.purchase.id);
    expect(await balanceOf(sellerWallet)).toBe(SELLER_UNITS);
    expect(await paymentsTo(sellerWallet)).toHaveLength(1);
  });

  it('finishes a payout whose transaction was in flight when the API restarted, paying once', async () => {
    const sale = await resold('Treasury payout bronze');
    const sellerWallet = await linkSellerWallet(sale.seller.userId);
    const first = appWithChain(t.deps, on.deps.chain, { answerWithinMs: 1_000 });
    await on.fork.setAutomine(false);
    try {
      expect(await payTreasuryShares(first.deps)).toBe(1);
      const [, seller] = await sharesOf(sale.purchase.id);
      expect(seller?.status).toBe('SENDING');
      // Driven until its transaction is handed over: with automine off, it stays SENT.
      const writeId = seller?.chainWriteId ?? 0;
      void first.deps.chainWrites.drive(writeId);
      await expect.poll(async () => (await first.deps.chainWrites.find(writeId))?.status).toBe('SENT');
      await first.deps.chainWrites.stop();

      // After the restart: the share is not started again, the write is resumed and mined once.
      const restarted = appWithChain(t.deps, on.deps.chain, { answerWithinMs: STATE_WAIT_MS });
      expect(await payTreasuryShares(restarted.deps)).toBe(0);
      await on.fork.setAutomine(true);
      await on.fork.mine();
      await restarted.deps.chainWrites.resume();
      const finished = await restarted.deps.chainWrites.settle(writeId);
      await restarted.deps.chainWrites.stop();
      expect(finished.status).toBe('DONE');
    } finally {
      await on.fork.setAutomine(true);
    }
    expect((await sharesOf(sale.purchase.id)).map((share) => [share.payee, share.status])).toEqual([
      ['BUSINESS', 'WAITING'],
      ['SELLER', 'PAID'],
    ]);
    expect(await balanceOf(sellerWallet)).toBe(SELLER_UNITS);
    expect(await paymentsTo(sellerWallet)).toHaveLength(1);
  });

  it('pays nothing of a resale refunded before its payout', async () => {
    const sale = await resold('Treasury payout refunded');
    // Crypto refunds are made by hand (docs/decisions/crypto-resale.md), which marks the purchase REFUNDED.
    await t.deps.db.update(purchases).set({ status: 'REFUNDED' }).where(eq(purchases.id, sale.purchase.id));
    const sellerWallet = await linkSellerWallet(sale.seller.userId);
    const businessWallet = await linkBusinessWallet(sale.businessId);

    expect(await payTreasuryShares(on.deps)).toBe(0);
    expect(
      (await sharesOf(sale.purchase.id)).map((share) => [share.payee, share.status, share.chainWriteId]),
    ).toEqual([
      ['BUSINESS', 'CANCELLED', null],
      ['SELLER', 'CANCELLED', null],
    ]);
    expect(await balanceOf(sellerWallet)).toBe(0n);
    expect(await balanceOf(businessWallet)).toBe(0n);
  });
});
