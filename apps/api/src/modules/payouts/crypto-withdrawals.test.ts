import { erc20Abi, publicLockAbi, usdToTokenUnits } from '@keyclub/chain';
import {
  cryptoBalancesSchema,
  cryptoWithdrawalSchema,
  dataEnvelope,
  MESSAGES,
  walletNonceSchema,
} from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { type Address, type Hex, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoWithdrawals } from '../../db/schema/index.ts';
import { checkoutOnFork, json } from '../../testing/fixtures/checkout-fixtures.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { walletBuyer } from '../../testing/fixtures/wallet-buyer.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { STATE_WAIT_MS } from '../../testing/test-waits.ts';
import { NO_PAYOUT_WALLET, WITHDRAWAL_UNDER_WAY } from './withdraw-crypto.ts';
import { MORE_THAN_THE_LOCK_HOLDS } from './withdraw-write.ts';

const BUSINESS_APP_URL = 'https://business.keyclub.example';
const THIRTY_DAYS = { expirationDuration: 30, expirationDurationType: 'DAYS' as const };
type App = { request: TestApp['app']['request'] };

describe.each(bothEngines())('crypto payouts: payout wallet and lock withdrawals on %s', (kind) => {
  let t: TestApp;
  let on: Awaited<ReturnType<typeof checkoutOnFork>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { BUSINESS_APP_URL });
    on = await checkoutOnFork(t);
  });
  afterAll(async () => {
    await on.stop();
    await t.close();
  });

  const message = async (response: Response) => ((await response.json()) as { message: string }).message;

  /** A Sign-In with Ethereum message for the payout wallet, as the business app builds it. */
  async function signedWallet(
    session: TestSession,
    key: Hex,
    fields: { domain?: string; signer?: Hex } = {},
  ) {
    const nonceAnswer = await on.app.request('/payouts/wallet/nonce', { headers: session.headers });
    expect(nonceAnswer.status).toBe(200);
    const { nonce, domain, chain_id } = dataEnvelope(walletNonceSchema).parse(await nonceAnswer.json()).data;
    const account = privateKeyToAccount(key);
    const text = createSiweMessage({
      address: account.address,
      chainId: chain_id,
      domain: fields.domain ?? domain,
      nonce,
      uri: `https://${domain}`,
      version: '1',
      issuedAt: new Date(),
      statement: MESSAGES.wallet.statement,
    });
    const signature = await privateKeyToAccount(fields.signer ?? key).signMessage({ message: text });
    return { address: account.address, message: text, signature };
  }

  const putWallet = (session: TestSession, body: unknown) =>
    on.app.request('/payouts/wallet', { ...json(body, session), method: 'PUT' });

  async function linkPayoutWallet(session: TestSession) {
    const key = generatePrivateKey();
    const response = await putWallet(session, await signedWallet(session, key));
    expect(response.status, await response.clone().text()).toBe(200);
    return privateKeyToAccount(key).address;
  }

  const withdraw = (app: App, session: TestSession, tokenId: number, units: bigint) =>
    app.request('/payouts/withdrawals', json({ token_id: tokenId, amount_units: units.toString() }, session));

  async function balances(session: TestSession) {
    const response = await on.app.request('/payouts/crypto', { headers: session.headers });
    expect(response.status, await response.clone().text()).toBe(200);
    return dataEnvelope(cryptoBalancesSchema).parse(await response.json()).data;
  }

  const usdBalanceOf = async (address: Address) =>
    on.fork.client.readContract({
      address: (await on.deps.chain.deployment()).usdToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });

  /** A membership on a real lock with `keys` keys bought by a wallet at $12.00 each. */
  async function soldByCrypto(title: string, keys: number) {
    const membership = await on.membershipWithLock(title, { price: 12, copies: 10, ...THIRTY_DAYS });
    // One key per address (the lock's limit): one buyer each.
    for (let bought = 0; bought < keys; bought++) await (await walletBuyer(t, on.fork)).buy(membership.lock);
    return membership;
  }

  it('links the payout wallet by a signature for the business app, refuses others, and changes it', async () => {
    const business = await signedInUser(t, 'BUSINESS');
    const none = await on.app.request('/payouts/wallet', { headers: business.headers });
    expect(await none.json()).toEqual({ data: { address: null, verified_at: null } });

    const nonce = await on.app.request('/payouts/wallet/nonce', { headers: business.headers });
    expect(dataEnvelope(walletNonceSchema).parse(await nonce.json()).data.domain).toBe(
      'business.keyclub.example',
    );

    const key = generatePrivateKey();
    // Signed for the consumer app (another site), or by another key than the address named.
    const otherSite = await putWallet(
      business,
      await signedWallet(business, key, { domain: 'keyclub.example' }),
    );
    expect([otherSite.status, await message(otherSite)]).toEqual([400, MESSAGES.wallet.messageInvalid]);
    const otherSigner = await putWallet(
      business,
      await signedWallet(business, key, { signer: generatePrivateKey() }),
    );
    expect([otherSigner.status, await message(otherSigner)]).toEqual([
      400,
      MESSAGES.errors.signingAddressMismatch,
    ]);
    // A message replayed: its nonce was spent by the first attempt.
    const signed = await signedWallet(business, key);
    expect((await putWallet(business, signed)).status).toBe(200);
    const replay = await putWallet(business, signed);
    expect([replay.status, await message(replay)]).toEqual([400, MESSAGES.wallet.nonceInvalid]);

    const first = privateKeyToAccount(key).address;
    expect(
      (await (await on.app.request('/payouts/wallet', { headers: business.headers })).json()).data.address,
    ).toBe(first);
    const second = await linkPayoutWallet(business);
    expect(second).not.toBe(first);
    expect((await balances(business)).wallet).toBe(second);

    const consumer = await signedInUser(t, 'CONSUMER');
    expect((await putWallet(consumer, signed)).status).toBe(403);
  });

  it('withdraws a lock’s crypto sales to the payout wallet: the wallet grows by the amount, once', async () => {
    const gold = await soldByCrypto('Crypto payout gold', 2);
    const business = gold.business;
    const before = await balances(business);
    expect(before.locks).toEqual([
      expect.objectContaining({
        token_id: gold.tokenId,
        lock: gold.lock,
        available_units: usdToTokenUnits(24).toString(),
        available_amount: 24,
        withdrawn_amount: 0,
        withdrawal_pending: false,
      }),
    ]);
    expect(before).toMatchObject({ wallet: null, available_amount: 24, withdrawn_amount: 0 });

    // No payout wallet yet: nothing is recorded.
    const noWallet = await withdraw(on.app, business, gold.tokenId, usdToTokenUnits(10));
    expect([noWallet.status, await message(noWallet)]).toEqual([409, NO_PAYOUT_WALLET]);
    const wallet = await linkPayoutWallet(business);

    // More than the lock holds.
    const tooMuch = await withdraw(on.app, business, gold.tokenId, usdToTokenUnits(24) + 1n);
    expect([tooMuch.status, await message(tooMuch)]).toEqual([400, MORE_THAN_THE_LOCK_HOLDS]);
    // Another business's lock: not found, even with a payout wallet of its own.
    const thief = await signedInUser(t, 'BUSINESS');
    await linkPayoutWallet(thief);
    expect((await withdraw(on.app, thief, gold.tokenId, usdToTokenUnits(1))).status).toBe(404);
    // A consumer may not withdraw at all.
    const consumer = await signedInUser(t, 'CONSUMER');
    expect((await withdraw(on.app, consumer, gold.tokenId, usdToTokenUnits(1))).status).toBe(403);

    const done = await withdraw(on.app, business, gold.tokenId, usdToTokenUnits(10));
    expect(done.status, await done.clone().text()).toBe(200);
    expect(dataEnvelope(cryptoWithdrawalSchema).parse(await done.json()).data).toMatchObject({
      token_id: gold.tokenId,
      recipient: wallet,
      requested_amount: 10,
      withdrawn_amount: 10,
      status: 'DONE',
    });
    expect(await usdBalanceOf(wallet)).toBe(usdToTokenUnits(10));

    // The same request twice at once (a double submit): one is paid, the other refused.
    const [one, two] = await Promise.all([
      withdraw(on.app, business, gold.tokenId, usdToTokenUnits(14)),
      withdraw(on.app, business, gold.tokenId, usdToTokenUnits(14)),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const refused = one.status === 200 ? two : one;
    expect([MORE_THAN_THE_LOCK_HOLDS, WITHDRAWAL_UNDER_WAY]).toContain(await message(refused));
    // Submitted again once paid: the lock is empty.
    const again = await withdraw(on.app, business, gold.tokenId, usdToTokenUnits(14));
    expect([again.status, await message(again)]).toEqual([400, MORE_THAN_THE_LOCK_HOLDS]);

    expect(await usdBalanceOf(wallet)).toBe(usdToTokenUnits(24));
    expect(await on.deps.chain.readLockBalance(gold.lock)).toMatchObject({ units: 0n });
    expect(await balances(business)).toMatchObject({
      available_amount: 0,
      withdrawn_amount: 24,
      locks: [expect.objectContaining({ available_amount: 0, withdrawn_amount: 24 })],
    });
    const listed = await on.app.request('/payouts/withdrawals', { headers: business.headers });
    const page = (await listed.json()) as {
      data: { status: string; withdrawn_amount: number }[];
      meta: unknown;
    };
    expect(page.data.map((row) => [row.status, row.withdrawn_amount])).toEqual([
      ['DONE', 14],
      ['DONE', 10],
    ]);
    // The thief's wallet got nothing.
    expect(await thiefBalanceIsZero(thief)).toBe(true);
  });

  async function thiefBalanceIsZero(thief: TestSession) {
    const { wallet } = await balances(thief);
    return wallet !== null && (await usdBalanceOf(wallet as Address)) === 0n;
  }

  it('finishes a withdrawal whose transaction was in flight when the API restarted, paying once', async () => {
    const silver = await soldByCrypto('Crypto payout silver', 1);
    const wallet = await linkPayoutWallet(silver.business);
    // The first process sends, then stops before the block is mined (its request answers 202).
    const first = appWithChain(t.deps, on.deps.chain, { answerWithinMs: 1_000 });
    await on.fork.setAutomine(false);
    try {
      const pending = await withdraw(first.app, silver.business, silver.tokenId, usdToTokenUnits(12));
      expect(pending.status, await pending.clone().text()).toBe(202);
      const [row] = await t.deps.db
        .select()
        .from(cryptoWithdrawals)
        .where(eq(cryptoWithdrawals.tokenProfileId, silver.profileId));
      // Its send goes on after the answer; with automine off, it stays SENT.
      const writeId = row?.chainWriteId ?? 0;
      await expect.poll(async () => (await first.deps.chainWrites.find(writeId))?.status).toBe('SENT');
      await first.deps.chainWrites.stop();

      // A second request while it is unfinished is refused, recording nothing.
      const restarted = appWithChain(t.deps, on.deps.chain, { answerWithinMs: STATE_WAIT_MS });
      const meanwhile = await withdraw(restarted.app, silver.business, silver.tokenId, usdToTokenUnits(12));
      expect([meanwhile.status, await message(meanwhile)]).toEqual([409, WITHDRAWAL_UNDER_WAY]);

      await on.fork.setAutomine(true);
      await on.fork.mine();
      await restarted.deps.chainWrites.resume();
      const finished = await restarted.deps.chainWrites.settle(writeId);
      await restarted.deps.chainWrites.stop();
      expect(finished.status).toBe('DONE');
    } finally {
      await on.fork.setAutomine(true);
    }
    expect(await usdBalanceOf(wallet)).toBe(usdToTokenUnits(12));
    const rows = await t.deps.db
      .select()
      .from(cryptoWithdrawals)
      .where(eq(cryptoWithdrawals.tokenProfileId, silver.profileId));
    expect(rows.map((row) => [row.status, row.withdrawnUnits])).toEqual([
      ['DONE', usdToTokenUnits(12).toString()],
    ]);
    // One Withdrawal on chain.
    const logs = await on.fork.client.getLogs({ address: silver.lock, fromBlock: 0n });
    expect(parseEventLogs({ abi: publicLockAbi, eventName: 'Withdrawal', logs })).toHaveLength(1);
  });
});
