import { usdToTokenUnits } from '@keyclub/chain';
import { MESSAGES } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { type Address, getAddress, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { checkoutOnFork, json, resultBody } from '../../testing/fixtures/checkout-fixtures.ts';
import { lockManager } from '../../testing/fixtures/lock-manager.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { verifyClaimedTransaction } from './verify-transaction.ts';

const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
const DAY = 24n * 3600n;

describe.each(bothEngines())('crypto purchase claims on %s', (kind) => {
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

  const claim = (
    session: TestSession,
    id: number,
    body: { token_id_bc: string; wallet_address: string; tx_hash: Hex },
  ) => on.app.request(`/tokens/${id}/purchase?crypto=true`, json(body, session));

  const refusal = async (response: Response) => ({
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  });

  /** A consumer with a funded, verified wallet. */
  async function linkedBuyer() {
    const session = await signedInUser(t, 'CONSUMER');
    const wallet = await walletBuyer(t, on.fork);
    await wallet.linkTo(session.userId);
    return { session, wallet };
  }

  /**
   * A consumer buys a key of `plan` with their wallet and claims it, then extends it (paying what the
   * lock charges) and claims that: the copy, the extension and the renewal claim's answer.
   */
  async function buyThenRenew(plan: { lock: Address; tokenId: number }) {
    const { session, wallet } = await linkedBuyer();
    const bought = await wallet.buy(plan.lock);
    const first = await claim(session, plan.tokenId, claimOf(wallet, bought));
    const copyId = resultBody.parse(await first.json()).data.token_id ?? 0;
    const extended = await wallet.extend(plan.lock, bought.keyId);
    const renewal = await claim(session, copyId, claimOf(wallet, { ...extended, keyId: bought.keyId }));
    return { copyId, extended, renewal };
  }

  it('records a key bought on chain as the buyer’s copy, once, and answers it again on replay', async () => {
    const gold = await on.membershipWithLock('Crypto gold', { price: 12, copies: 5, ...THIRTY_DAYS });
    const { session, wallet } = await linkedBuyer();
    const { hash, keyId } = await wallet.buy(gold.lock);
    const body = {
      token_id_bc: keyId.toString(),
      wallet_address: wallet.address.toLowerCase(),
      tx_hash: hash,
    };

    const response = await claim(session, gold.tokenId, body);
    expect(response.status, await response.clone().text()).toBe(200);
    const result = resultBody.parse(await response.json()).data;
    expect(result).toMatchObject({ pending: false, error: null });
    const [copy] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, result.token_id ?? 0));
    expect(copy).toMatchObject({
      parentId: gold.tokenId,
      ownerId: session.userId,
      ownerWalletAddress: getAddress(wallet.address),
      tokenIdBc: keyId.toString(),
    });
    expect(copy?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    const [profile] = await t.deps.db
      .select()
      .from(tokenProfiles)
      .where(eq(tokenProfiles.id, gold.profileId));
    expect(profile).toMatchObject({ soldCopiesCount: 1, availableCopiesCount: 4 });
    const [purchase] = await t.deps.db.select().from(purchases).where(eq(purchases.txHash, hash));
    expect(purchase).toMatchObject({
      provider: 'crypto',
      kind: 'PURCHASE',
      status: 'FULFILLED',
      userId: session.userId,
      resultTokenId: result.token_id,
      amount: '12.00',
    });

    const replay = await claim(session, gold.tokenId, body);
    expect(resultBody.parse(await replay.json()).data).toEqual(result);
    expect((await t.deps.db.select().from(tokens).where(eq(tokens.parentId, gold.tokenId))).length).toBe(1);
  });

  it('records a renewal of the caller’s copy by extend as the copy’s new expiry', async () => {
    const silver = await on.membershipWithLock(
      'Crypto silver',
      { price: 3, copies: 5, ...THIRTY_DAYS },
      { renewalPrice: '3.00' },
    );
    const { session, wallet } = await linkedBuyer();
    const bought = await wallet.buy(silver.lock);
    const first = await claim(session, silver.tokenId, {
      token_id_bc: bought.keyId.toString(),
      wallet_address: wallet.address,
      tx_hash: bought.hash,
    });
    const copyId = resultBody.parse(await first.json()).data.token_id ?? 0;
    const before = (await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId)))[0]?.expiresAt;

    const { hash } = await wallet.extend(silver.lock, bought.keyId);
    const renewal = await claim(session, copyId, {
      token_id_bc: bought.keyId.toString(),
      wallet_address: wallet.address,
      tx_hash: hash,
    });
    expect(resultBody.parse(await renewal.json()).data).toEqual({
      pending: false,
      token_id: copyId,
      error: null,
    });
    const after = (await t.deps.db.select().from(tokens).where(eq(tokens.id, copyId)))[0]?.expiresAt;
    expect(after?.getTime()).toBe((before?.getTime() ?? 0) + 30 * 24 * 3600_000);
    const [purchase] = await t.deps.db.select().from(purchases).where(eq(purchases.txHash, hash));
    expect(purchase).toMatchObject({ kind: 'RENEWAL', resultTokenId: copyId, sourceTokenId: copyId });
  });

  it.each([
    { case: 'below', price: 10, renewalPrice: 4 },
    { case: 'above', price: 3, renewalPrice: 5 },
  ])(
    'records a renewal by extend at a renewal price $case the price, paid at the renewal price',
    async (terms) => {
      const plan = await on.membershipWithLock(`Renewal ${terms.case}`, {
        price: terms.price,
        renewalPrice: terms.renewalPrice,
        copies: 5,
        ...THIRTY_DAYS,
      });
      const { copyId, extended, renewal } = await buyThenRenew(plan);
      expect(resultBody.parse(await renewal.json()).data).toEqual({
        pending: false,
        token_id: copyId,
        error: null,
      });
      const [purchase] = await t.deps.db.select().from(purchases).where(eq(purchases.txHash, extended.hash));
      expect(purchase).toMatchObject({ kind: 'RENEWAL', amount: terms.renewalPrice.toFixed(2) });
    },
  );

  it('refuses a renewal paid less than the renewal price, on a lock that still charges its key price', async () => {
    // A lock created before renewal pricing: `extend` charges its price, 3, under the renewal price.
    const plan = await on.membershipWithLock(
      'Unpriced renewal',
      { price: 3, copies: 5, ...THIRTY_DAYS },
      { renewalPrice: '5.00' },
    );
    const { extended, renewal } = await buyThenRenew(plan);
    expect(await refusal(renewal)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.txHash, extended.hash))).toEqual([]);
  });

  it('refuses a made-up transaction and a purchase that reverted', async () => {
    const bronze = await on.membershipWithLock('Crypto bronze', { price: 2, copies: 5, ...THIRTY_DAYS });
    const { session, wallet } = await linkedBuyer();
    const forged = await claim(session, bronze.tokenId, {
      token_id_bc: '1',
      wallet_address: wallet.address,
      tx_hash: `0x${'ab'.repeat(32)}`,
    });
    expect(await refusal(forged)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });

    const { hash } = await wallet.failedPurchase(bronze.lock);
    const reverted = await claim(session, bronze.tokenId, {
      token_id_bc: '1',
      wallet_address: wallet.address,
      tx_hash: hash,
    });
    expect(await refusal(reverted)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });
    expect((await t.deps.db.select().from(tokens).where(eq(tokens.parentId, bronze.tokenId))).length).toBe(0);
  });

  it('refuses another user’s wallet, another wallet’s transaction and another membership’s lock', async () => {
    const jade = await on.membershipWithLock('Crypto jade', { price: 1, copies: 5, ...THIRTY_DAYS });
    const ruby = await on.membershipWithLock('Crypto ruby', { price: 1, copies: 5, ...THIRTY_DAYS });
    const owner = await linkedBuyer();
    const other = await linkedBuyer();
    const { hash, keyId } = await owner.wallet.buy(jade.lock);
    const claimOf = (wallet_address: string) => ({
      token_id_bc: keyId.toString(),
      wallet_address,
      tx_hash: hash,
    });

    const foreignWallet = await claim(other.session, jade.tokenId, claimOf(owner.wallet.address));
    expect(await refusal(foreignWallet)).toEqual({ status: 403, message: MESSAGES.checkout.walletNotLinked });

    const foreignTransaction = await claim(other.session, jade.tokenId, claimOf(other.wallet.address));
    expect(await refusal(foreignTransaction)).toEqual({
      status: 400,
      message: MESSAGES.checkout.notThisPurchase,
    });

    const wrongLock = await claim(owner.session, ruby.tokenId, claimOf(owner.wallet.address));
    expect(await refusal(wrongLock)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });

    const wrongKey = await claim(owner.session, jade.tokenId, {
      ...claimOf(owner.wallet.address),
      token_id_bc: '999',
    });
    expect(await refusal(wrongKey)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });
    expect((await t.deps.db.select().from(purchases).where(eq(purchases.txHash, hash))).length).toBe(0);
  });

  it('claims a transaction once: another user, or another membership, is refused', async () => {
    const onyx = await on.membershipWithLock('Crypto onyx', { price: 1, copies: 5, ...THIRTY_DAYS });
    const opal = await on.membershipWithLock('Crypto opal', { price: 1, copies: 5, ...THIRTY_DAYS });
    const { session, wallet } = await linkedBuyer();
    const { hash, keyId } = await wallet.buy(onyx.lock);
    const body = { token_id_bc: keyId.toString(), wallet_address: wallet.address, tx_hash: hash };
    expect((await claim(session, onyx.tokenId, body)).status).toBe(200);

    const thief = await signedInUser(t, 'CONSUMER');
    expect(await refusal(await claim(thief, onyx.tokenId, body))).toEqual({
      status: 409,
      message: MESSAGES.checkout.transactionClaimed,
    });
    expect(await refusal(await claim(session, opal.tokenId, body))).toEqual({
      status: 409,
      message: MESSAGES.checkout.transactionClaimed,
    });
  });

  const soldCount = async (profileId: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, profileId)))[0]?.soldCopiesCount;
  const claimOf = (wallet: { address: string }, minted: { hash: Hex; keyId: bigint | null }) => ({
    token_id_bc: String(minted.keyId),
    wallet_address: wallet.address,
    tx_hash: minted.hash,
  });

  it('refuses a key split off a bought one by shareKey, on a priced and on a free membership, and records nothing', async () => {
    const manager = await lockManager(t, on.fork);
    for (const price of [5, 0]) {
      const plan = await on.membershipWithLock(`Crypto split ${price}`, { price, copies: 5, ...THIRTY_DAYS });
      // Whatever sharing the lock was created with: this claim must be refused on its own.
      await manager.allowSharing(plan.lock);
      const holder = await linkedBuyer();
      const bought = await holder.wallet.buy(plan.lock);
      const splitter = await linkedBuyer();
      await holder.wallet.approveKey(plan.lock, splitter.wallet.address, bought.keyId);
      const split = await splitter.wallet.shareKey(plan.lock, bought.keyId, 7n * DAY);
      expect(split.keyId).not.toBeNull();

      const refused = await claim(splitter.session, plan.tokenId, claimOf(splitter.wallet, split));
      expect(await refusal(refused)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });
      expect(await t.deps.db.select().from(purchases).where(eq(purchases.txHash, split.hash))).toEqual([]);
      expect(await soldCount(plan.profileId)).toBe(0);
    }
  });

  it('refuses a key granted for nothing and a renewal extended for nothing, even from a key granter of the lock', async () => {
    const plan = await on.membershipWithLock('Crypto granted', { price: 4, copies: 5, ...THIRTY_DAYS });
    const manager = await lockManager(t, on.fork);
    const granter = await linkedBuyer();
    await manager.addKeyGranter(plan.lock, granter.wallet.address);
    const granted = await granter.wallet.grantSelf(
      plan.lock,
      BigInt(Math.floor(Date.now() / 1000)) + 30n * DAY,
    );
    expect(
      await refusal(await claim(granter.session, plan.tokenId, claimOf(granter.wallet, granted))),
    ).toEqual({
      status: 400,
      message: MESSAGES.checkout.notThisPurchase,
    });
    expect(await soldCount(plan.profileId)).toBe(0);

    const renewer = await linkedBuyer();
    const bought = await renewer.wallet.buy(plan.lock);
    const first = await claim(renewer.session, plan.tokenId, claimOf(renewer.wallet, bought));
    const copyId = resultBody.parse(await first.json()).data.token_id ?? 0;
    await manager.addKeyGranter(plan.lock, renewer.wallet.address);
    const extended = await renewer.wallet.grantExtension(plan.lock, bought.keyId, 30n * DAY);
    const renewal = await claim(
      renewer.session,
      copyId,
      claimOf(renewer.wallet, { ...extended, keyId: bought.keyId }),
    );
    expect(await refusal(renewal)).toEqual({ status: 400, message: MESSAGES.checkout.notThisPurchase });
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.txHash, extended.hash))).toEqual([]);
  });

  it('credits a free membership bought by purchase at 0.00, and one copy per account whatever wallet pays', async () => {
    const free = await on.membershipWithLock('Crypto free', { price: 0, copies: 3, ...THIRTY_DAYS });
    const { session, wallet } = await linkedBuyer();
    const bought = await wallet.buy(free.lock);
    const first = await claim(session, free.tokenId, claimOf(wallet, bought));
    expect(first.status, await first.clone().text()).toBe(200);
    const [purchase] = await t.deps.db.select().from(purchases).where(eq(purchases.txHash, bought.hash));
    expect(purchase).toMatchObject({ status: 'FULFILLED', amount: '0.00' });

    // The same account's second wallet collects another copy: refused as the card checkout refuses it.
    const secondWallet = await walletBuyer(t, on.fork);
    await secondWallet.linkTo(session.userId);
    const again = await secondWallet.buy(free.lock);
    expect(await refusal(await claim(session, free.tokenId, claimOf(secondWallet, again)))).toEqual({
      status: 409,
      message: MESSAGES.membership.alreadyOwned,
    });
    expect(await t.deps.db.select().from(purchases).where(eq(purchases.txHash, again.hash))).toEqual([]);
    expect(await soldCount(free.profileId)).toBe(1);
  });

  it('waits for a transaction in the pool and for CHAIN_CONFIRMATIONS before crediting it', async () => {
    const topaz = await on.membershipWithLock('Crypto topaz', { price: 1, copies: 5, ...THIRTY_DAYS });
    const { wallet } = await linkedBuyer();
    await wallet.approve(topaz.lock);
    const twoConfirmations = { ...on.deps, env: { ...on.deps.env, chainConfirmations: 2 } };
    await on.fork.setAutomine(false);
    try {
      const hash = await wallet.sendPurchase(topaz.lock);
      const claimed = {
        hash,
        wallet: getAddress(wallet.address),
        lock: topaz.lock,
        kind: 'PURCHASE' as const,
        // The lock's first key on this fork.
        keyId: 1n,
        ownKeyId: null,
        price: usdToTokenUnits(1),
      };
      expect(await verifyClaimedTransaction(twoConfirmations, claimed, 0)).toBeNull();
      await on.fork.mine();
      expect(await verifyClaimedTransaction(twoConfirmations, claimed, 0)).toBeNull();
      await on.fork.mine();
      expect(await verifyClaimedTransaction(twoConfirmations, claimed, 0)).toMatchObject({
        key: { owner: getAddress(wallet.address) },
        paid: usdToTokenUnits(1),
      });
    } finally {
      await on.fork.setAutomine(true);
    }
  });

  it('needs a consumer session', async () => {
    const body = {
      token_id_bc: '1',
      wallet_address: `0x${'1'.repeat(40)}`,
      tx_hash: `0x${'ab'.repeat(32)}` as Hex,
    };
    expect((await on.app.request('/tokens/1/purchase?crypto=true', json(body))).status).toBe(401);
    const business = await signedInUser(t, 'BUSINESS');
    expect((await claim(business, 1, body)).status).toBe(403);
  });
});
