import { erc20Abi, usdToTokenUnits } from '@keyclub/chain';
import { toMinorUnits } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { type Address, type Hex, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DISPUTE_FEE_MINOR } from '../../adapters/payments/local-dashboard.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { payoutWallets, purchases, wallets } from '../../db/schema/index.ts';
import {
  boughtByCard,
  checkoutOnFork,
  json,
  openCheckout,
  pathOf,
  pollUntilSettled,
  purchaseOf,
} from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { connectPayouts, sendProviderEvent } from '../../testing/fixtures/payout-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { walletResales } from '../../testing/fixtures/wallet-resale-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { transferEarnings } from './transfer-earnings.ts';
import { payTreasuryShares } from './treasury-payouts.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const CARD_SALES = 110;
const CARD_RENEWALS = 30;
const CARD_RESALES = 20;
const CRYPTO_SALES = 10;
const CRYPTO_RESALES = 6;
const REFUNDS = 20;
const REFUNDED_RESALES = 5;
const DISPUTES = 1;
const WITHDRAWALS = 3;

type Purchase = Awaited<ReturnType<typeof purchaseOf>>;
const cents = (amount: string | number) => toMinorUnits(Number(amount));

/**
 * Runs `work` on every item, `width` at a time (the signer still sends one transaction at a time).
 * Card work only: a wallet buyer is funded by the deployer, whose nonces do not stand concurrent sends.
 */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(
      ...(await Promise.all(items.slice(start, start + width).map((item, i) => work(item, start + i)))),
    );
  }
  return results;
}

/**
 * Issue 34's reconciliation: 200 mixed card and crypto operations through the API in-process, the
 * local payment provider and an anvil fork, then the ledger (purchases, earnings, resale payouts,
 * treasury payouts, withdrawals) is compared with the provider's balance transactions (charges,
 * refunds, transfers and their reversals) and the chain's balances, per account and in total, to
 * the cent and to the unit.
 */
describe.each(productionEngine())('payout reconciliation on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  /** The fork's first block of its own: the treasury's transfers are read from there. */
  let firstBlock: bigint;
  beforeAll(async () => {
    t = await createTestApp(kind, { PLATFORM_FEE_PERCENTAGE: '7.5' });
    on = await checkoutOnFork(t);
    firstBlock = (await on.fork.client.getBlockNumber()) + 1n;
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const rows = <T>(query: ReturnType<typeof sql>) => executeRows<T>(t.deps.db, query);
  const usdToken = async () => (await on.deps.chain.deployment()).usdToken;
  const balanceOf = async (address: string) =>
    on.fork.client.readContract({
      address: await usdToken(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address as Address],
    });
  const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

  async function cardRenewal(owner: TestSession, copyId: number) {
    const session = await openCheckout(on.app, owner, copyId);
    expect((await on.app.request(`${pathOf(session.url)}/pay`, { method: 'POST' })).status).toBe(303);
    await pollUntilSettled(on.app, owner, copyId, session.session_id);
    const renewal = await purchaseOf(on.deps, session.session_id);
    expect([renewal.kind, renewal.status]).toEqual(['RENEWAL', 'FULFILLED']);
    return renewal;
  }

  async function cardResale(seller: TestSession, copyId: number, price: string) {
    await connectPayouts(t.app, seller);
    const listed = await on.app.request(`/tokens/${copyId}/sell`, json({ price }, seller));
    expect(listed.status, await listed.clone().text()).toBe(200);
    const { purchase } = await boughtByCard(on, t, { tokenId: copyId });
    expect(purchase.kind).toBe('RESALE');
    return purchase;
  }

  async function cryptoSale(membership: { tokenId: number; lock: Address }) {
    const buyer = await signedInUser(t, 'CONSUMER');
    const wallet = await walletBuyer(t, on.fork);
    await wallet.linkTo(buyer.userId);
    const { hash, keyId } = await wallet.buy(membership.lock);
    const body = { token_id_bc: keyId.toString(), wallet_address: wallet.address, tx_hash: hash as Hex };
    const response = await on.app.request(
      `/tokens/${membership.tokenId}/purchase?crypto=true`,
      json(body, buyer),
    );
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }

  async function refund(purchase: Purchase, index: number) {
    const paymentId = purchase.externalPaymentId ?? '';
    const { refundId } = await on.deps.payments.refund(paymentId, `reconciliation-refund:${index}`);
    await sendProviderEvent(t.app, t.deps, 'charge.refunded', {
      id: `ch_reconciliation_${index}`,
      object: 'charge',
      payment_intent: paymentId,
      refunds: { data: [{ id: refundId }] },
    });
  }

  /** The transfer job and the treasury payouts until nothing is left to move. */
  async function payEverythingDue() {
    for (let pass = 0; pass < 10; pass++) {
      const moved = (await transferEarnings(on.deps, 500)) + (await payTreasuryShares(on.deps, 500));
      const unfinished = await rows<{ id: number }>(
        sql`select id from chain_writes where status not in ('DONE', 'FAILED')`,
      );
      for (const { id } of unfinished) await on.deps.chainWrites.settle(id, STATE_WAIT_MS);
      if (moved === 0 && unfinished.length === 0) return;
    }
    throw new Error('Payouts still moving after 10 passes');
  }

  it('200 card and crypto sales, renewals, resales, refunds and a dispute: the ledger equals the provider and the chain', async () => {
    const started = performance.now();
    // Four card businesses (two connected at once, one later, one never) and one crypto business.
    const memberships = await Promise.all(
      [
        { title: 'Recon gold', price: 10, royalty: '7.50', renewalPrice: '4.25' },
        { title: 'Recon silver', price: 12.34, royalty: '5.00', renewalPrice: '6.66' },
        { title: 'Recon bronze', price: 25, royalty: '10.00', renewalPrice: '9.99' },
        { title: 'Recon iron', price: 3.33, royalty: '0.00', renewalPrice: '1.01' },
      ].map(async ({ title, price, ...values }) =>
        on.membershipWithLock(title, { price, copies: 1000, ...THIRTY_DAYS }, values),
      ),
    );
    const [gold, silver, bronze, iron] = memberships;
    if (!gold || !silver || !bronze || !iron) throw new Error('No memberships');
    await connectPayouts(t.app, gold.business);
    await connectPayouts(t.app, silver.business);
    const crypto = await on.membershipWithLock('Recon crypto', { price: 8, copies: 1000, ...THIRTY_DAYS });
    let operations = 0;

    // Card sales, spread over the four.
    const sales = await inBatches(Array.from({ length: CARD_SALES }), 12, async (_, index) =>
      boughtByCard(on, t, memberships[index % memberships.length] ?? gold),
    );
    operations += sales.length;
    // Some earnings move before the rest happens (refunds after a transfer reverse it).
    await transferEarnings(on.deps, 500);

    const renewals = await inBatches(sales.slice(0, CARD_RENEWALS), 10, ({ buyer, purchase }) =>
      cardRenewal(buyer, purchase.resultTokenId ?? 0),
    );
    operations += renewals.length;

    const resold = sales.slice(CARD_RENEWALS, CARD_RENEWALS + CARD_RESALES);
    const resales = await inBatches(resold, 10, ({ buyer, purchase }, index) =>
      cardResale(buyer, purchase.resultTokenId ?? 0, (Number(purchase.amount) + 1 + index * 0.37).toFixed(2)),
    );
    operations += resales.length;
    await connectPayouts(t.app, bronze.business);

    for (let index = 0; index < CRYPTO_SALES; index++) await cryptoSale(crypto);
    operations += CRYPTO_SALES;

    // Crypto resales: each seller and business linked a wallet but one, whose share waits.
    const walletResale = walletResales(t, on);
    const payeeWallets: string[] = [];
    for (let index = 0; index < CRYPTO_RESALES; index++) {
      const listing = await walletResale.listing(`Recon resale ${index}`, (20 + index * 1.11).toFixed(2));
      await walletResale.bought(await walletResale.linkedBuyer(), listing.copyId, listing.keyId);
      if (index === 0) continue;
      const seller = freshAddress();
      const business = freshAddress();
      await t.deps.db
        .insert(wallets)
        .values({ userId: listing.seller.userId, address: seller, verifiedAt: new Date() });
      await t.deps.db.insert(payoutWallets).values({
        businessId: listing.membership.business.businessId ?? 0,
        address: business,
        verifiedAt: new Date(),
      });
      payeeWallets.push(seller, business);
    }
    operations += CRYPTO_RESALES;

    // Refunds: sales (some already transferred), renewals and resales (both shares reversed).
    const refunded = [
      ...sales.slice(60, 70).map((sale) => sale.purchase),
      ...renewals.slice(0, 5),
      ...resales.slice(0, REFUNDED_RESALES),
    ];
    expect(refunded).toHaveLength(REFUNDS);
    for (const [index, purchase] of refunded.entries()) await refund(purchase, index);
    operations += REFUNDS;
    // A dispute opened and lost in the provider's dashboard: the amount and its fee stay taken.
    const disputed = sales[80]?.purchase;
    const operator = await signedInUser(t, 'OPERATOR');
    for (const action of ['dispute', 'dispute/lost']) {
      const response = await on.app.request(
        `/checkout/local-dashboard/${disputed?.externalSessionId}/${action}`,
        { method: 'POST', headers: operator.headers },
      );
      expect(response.status, await response.clone().text()).toBe(200);
    }
    operations += DISPUTES;

    // The crypto business withdraws part of its lock, three times.
    const cryptoWallet = freshAddress();
    await t.deps.db
      .insert(payoutWallets)
      .values({ businessId: crypto.business.businessId ?? 0, address: cryptoWallet, verifiedAt: new Date() });
    for (const units of [usdToTokenUnits(8), usdToTokenUnits(16), 1n]) {
      const response = await on.app.request(
        '/payouts/withdrawals',
        json({ token_id: crypto.tokenId, amount_units: units.toString() }, crypto.business),
      );
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      await payEverythingDue();
    }
    operations += WITHDRAWALS;
    expect(operations).toBe(200);

    await payEverythingDue();
    const driven = performance.now() - started;

    // --- Card money: the ledger against the local provider's balance transactions.
    const providerByAccount = await rows<{ account: string; cents: string }>(sql`
      select destination as account, sum(amount_minor)::text as cents
      from local_transfers where reversal_id is null group by destination order by destination`);
    const ledgerByAccount = await rows<{ account: string; cents: string }>(sql`
      select account, sum(cents)::text as cents from (
        select a.provider_account_id as account, (e.net_amount * 100)::bigint as cents
        from business_earnings e join payout_accounts a on a.business_id = e.business_id
        where e.transfer_id is not null and e.reversed_at is null
        union all
        select a.provider_account_id, (e.amount * 100)::bigint
        from seller_earnings e join payout_accounts a on a.user_id = e.user_id
        where e.transfer_id is not null and e.reversed_at is null
      ) paid group by account order by account`);
    // Three businesses and the card resellers whose resale was not refunded keep a transfer.
    expect(providerByAccount).toHaveLength(3 + CARD_RESALES - REFUNDED_RESALES);
    expect(ledgerByAccount).toEqual(providerByAccount);
    // Every transfer the provider reversed is a reversed earning, and the other way round.
    const [reversals] = await rows<{ provider: string; ledger: string }>(sql`
      select (select count(*) from local_transfers where reversal_id is not null)::text as provider,
        ((select count(*) from business_earnings where reversed_at is not null)
          + (select count(*) from seller_earnings where reversed_at is not null))::text as ledger`);
    expect(Number(reversals?.provider)).toBeGreaterThan(0);
    expect(reversals?.ledger).toBe(reversals?.provider);

    // The platform's balance at the provider: charges less refunds less transfers kept…
    const [provider] = await rows<{ charged: string; refunded: string; transferred: string }>(sql`
      select (select coalesce(sum(amount_minor), 0) from local_checkout_sessions where status = 'paid')::text as charged,
        (select coalesce(sum(amount_minor), 0) from local_checkout_sessions where refund_id is not null)::text as refunded,
        (select coalesce(sum(amount_minor), 0) from local_transfers where reversal_id is null)::text as transferred`);
    const disputeDebit = (await on.deps.localCheckout?.dashboard.disputeDebitMinor()) ?? 0;
    const platformAtProvider =
      Number(provider?.charged) - Number(provider?.refunded) - Number(provider?.transferred) - disputeDebit;
    // …less what disputes not won took (by the ledger: their payments, and the provider's fee each)…
    const [lostToDisputes] = await rows<{ paid: string; disputes: string }>(sql`
      select coalesce(sum(p.amount * 100), 0)::bigint::text as paid, count(*)::text as disputes
      from payment_disputes d join purchases p on p.external_payment_id = d.payment_id
      where d.won is not true`);
    const disputedByLedger =
      Number(lostToDisputes?.paid) + Number(lostToDisputes?.disputes) * LOCAL_DISPUTE_FEE_MINOR;
    expect(disputedByLedger).toBe(cents(disputed?.amount ?? 0) + LOCAL_DISPUTE_FEE_MINOR);
    expect(disputeDebit).toBe(disputedByLedger);
    // …is, by the ledger, the platform's fees and resale fees of what was not refunded, plus the
    // earnings not transferred yet (waiting for an account) or taken back (the dispute).
    const [ledger] = await rows<{
      paid: string;
      fees: string;
      resaleFees: string;
      untransferred: string;
    }>(sql`
      select
        (select coalesce(sum(amount * 100), 0) from purchases
          where provider = 'card' and status = 'FULFILLED')::bigint::text as paid,
        (select coalesce(sum(e.fee_amount * 100), 0) from business_earnings e
          join purchases p on p.id = e.purchase_id where p.status = 'FULFILLED')::bigint::text as fees,
        (select coalesce(sum(r.transaction_amount * 100), 0) from resale_payouts r
          join purchases p on p.id = r.purchase_id where p.provider = 'card' and p.status = 'FULFILLED')::bigint::text as "resaleFees",
        ((select coalesce(sum(e.net_amount * 100), 0) from business_earnings e
            join purchases p on p.id = e.purchase_id where p.status = 'FULFILLED' and (e.transfer_id is null or e.reversed_at is not null))
          + (select coalesce(sum(e.amount * 100), 0) from seller_earnings e
            join purchases p on p.id = e.purchase_id where p.status = 'FULFILLED' and (e.transfer_id is null or e.reversed_at is not null)))::bigint::text as untransferred`);
    expect(
      Number(ledger?.fees) + Number(ledger?.resaleFees) + Number(ledger?.untransferred) - disputedByLedger,
    ).toBe(platformAtProvider);
    // The same money seen from the sales: what buyers paid less what was transferred and disputed.
    expect(Number(ledger?.paid) - Number(provider?.transferred) - disputedByLedger).toBe(platformAtProvider);
    expect(Number(provider?.refunded)).toBe(
      refunded.reduce((sum, purchase) => sum + cents(purchase.amount), 0),
    );

    // --- Crypto money: the ledger against the chain, per lock, per payee wallet and the treasury.
    const [lock] = await rows<{ sold: string; withdrawn: string }>(sql`
      select (select coalesce(sum(amount * 1000000), 0) from purchases
          where provider = 'crypto' and kind = 'PURCHASE' and status = 'FULFILLED'
            and token_profile_id = ${crypto.profileId})::bigint::text as sold,
        (select coalesce(sum(withdrawn_units), 0) from crypto_withdrawals
          where status = 'DONE' and token_profile_id = ${crypto.profileId})::text as withdrawn`);
    expect(await balanceOf(crypto.lock)).toBe(BigInt(lock?.sold ?? 0) - BigInt(lock?.withdrawn ?? 0));
    expect(await balanceOf(cryptoWallet)).toBe(BigInt(lock?.withdrawn ?? 0));
    // Its revenue chart counts the ten crypto sales at $8.00.
    const revenue = await on.app.request('/payouts/revenue?days=30', { headers: crypto.business.headers });
    expect(((await revenue.json()) as { data: { total: number } }).data.total).toBe(CRYPTO_SALES * 8);

    const paidTo = await rows<{ recipient: string; units: string }>(sql`
      select recipient, sum(units)::text as units from treasury_payouts
      where status = 'PAID' group by recipient`);
    expect(paidTo).toHaveLength(payeeWallets.length);
    for (const { recipient, units } of paidTo) expect(await balanceOf(recipient)).toBe(BigInt(units));
    const [treasury] = await rows<{ received: string; paid: string; fees: string; waiting: string }>(sql`
      select (select coalesce(sum(amount * 1000000), 0) from purchases
          where provider = 'crypto' and kind = 'RESALE' and status = 'FULFILLED')::bigint::text as received,
        (select coalesce(sum(units), 0) from treasury_payouts where status = 'PAID')::text as paid,
        (select coalesce(sum(r.transaction_amount * 1000000), 0) from resale_payouts r
          join purchases p on p.id = r.purchase_id where p.provider = 'crypto')::bigint::text as fees,
        (select coalesce(sum(units), 0) from treasury_payouts where status = 'WAITING')::text as waiting`);
    // The treasury is the deployer's account here, which also mints: compare what resales moved.
    const treasuryMoves = await treasuryResaleMoves();
    expect(treasuryMoves.in).toBe(BigInt(treasury?.received ?? 0));
    expect(treasuryMoves.out).toBe(BigInt(treasury?.paid ?? 0));
    expect(treasuryMoves.in - treasuryMoves.out).toBe(
      BigInt(treasury?.fees ?? 0) + BigInt(treasury?.waiting ?? 0),
    );
    console.info(
      `reconciliation: 200 operations driven in ${Math.round(driven)} ms, checked in ${Math.round(performance.now() - started - driven)} ms`,
    );
    // 200 operations, each waiting for its transactions: the suite's 120 s is for one scenario.
  }, 400_000);

  /** The stablecoin that reached the treasury from resale buyers' wallets, and what it paid out to payees. */
  async function treasuryResaleMoves() {
    const treasuryAddress = (t.deps.env.platformTreasuryAddress ?? '').toLowerCase();
    const buyers = await t.deps.db
      .select({ wallet: purchases.walletAddress, tx: purchases.txHash })
      .from(purchases);
    const payments = new Set(buyers.filter((row) => row.tx).map((row) => row.tx?.toLowerCase()));
    const logs = await on.fork.client.getLogs({ address: await usdToken(), fromBlock: firstBlock });
    let received = 0n;
    let paidOut = 0n;
    for (const log of parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs })) {
      if (log.args.to.toLowerCase() === treasuryAddress && payments.has(log.transactionHash.toLowerCase()))
        received += log.args.value;
      if (log.args.from.toLowerCase() === treasuryAddress) paidOut += log.args.value;
    }
    return { in: received, out: paidOut };
  }
});
