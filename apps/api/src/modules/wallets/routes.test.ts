import { LOCAL_ACCOUNTS } from '@keyclub/chain/local-accounts';
import { MESSAGES, walletNonceSchema } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes, wallets } from '../../db/schema/index.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { createVerifiedUser, jsonRequest, withToken } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { custodyAddressOf, deriveCustodyKey } from '../purchases/custody.ts';
import { WALLET_NONCES_PER_HOUR } from './wallet-nonce-limit.ts';

const APP_URL = 'https://keyclub.example';

describe.each(bothEngines())('wallet linking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CONSUMER_APP_URL: APP_URL });
  });
  afterAll(() => t.close());

  async function nonceFor(user: { id: number; token: string }) {
    const response = await t.app.request(`/wallet/${user.id}/nonce`, withToken(user.token));
    expect(response.status).toBe(200);
    return walletNonceSchema.parse(((await response.json()) as { data: unknown }).data);
  }

  /** A signed Sign-In with Ethereum message as the wallet package builds it. */
  async function signedLink(
    user: { id: number; token: string },
    key: Hex,
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> & { signer?: Hex } = {},
  ) {
    const account = privateKeyToAccount(key);
    const { nonce, domain, chain_id } = await nonceFor(user);
    const { signer, ...fields } = overrides;
    const message = createSiweMessage({
      address: account.address,
      chainId: chain_id,
      domain,
      nonce,
      uri: `https://${domain}`,
      version: '1',
      issuedAt: new Date(),
      statement: 'Link this wallet to your Keyclub account.',
      ...fields,
    });
    const signature = await privateKeyToAccount(signer ?? key).signMessage({ message });
    return { address: account.address, message, signature };
  }

  const link = (user: { id: number; token: string }, body: unknown) =>
    t.app.request(`/wallet/${user.id}`, jsonRequest('POST', body, user.token));

  const errorOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  it('links a wallet signed for this app, answers every address and lists them', async () => {
    const user = await createVerifiedUser(t);
    const first = generatePrivateKey();
    const second = generatePrivateKey();

    const nonce = await nonceFor(user);
    expect(nonce.domain).toBe('keyclub.example');
    expect(nonce.chain_id).toBe(31337);
    expect(nonce.nonce).toMatch(/^[A-Za-z0-9]{16}$/);

    const linkedFirst = await link(user, await signedLink(user, first));
    expect(linkedFirst.status).toBe(200);
    const secondBody = await signedLink(user, second);
    const linkedSecond = await link(user, secondBody);
    const addresses = [privateKeyToAccount(first).address, privateKeyToAccount(second).address];
    expect(await linkedSecond.json()).toEqual({ data: addresses.map((address) => ({ address })) });

    const listed = await t.app.request(`/wallet/${user.id}`, withToken(user.token));
    expect(await listed.json()).toEqual({ data: addresses.map((address) => ({ address })) });

    // The same wallet again is verified again, not listed twice.
    const again = await link(user, await signedLink(user, second));
    expect(((await again.json()) as { data: unknown[] }).data).toHaveLength(2);
  });

  it('refuses a signature by another key, or a message for another address, as the spec words it', async () => {
    const user = await createVerifiedUser(t);
    const key = generatePrivateKey();

    const otherSigner = await link(user, await signedLink(user, key, { signer: generatePrivateKey() }));
    expect(otherSigner.status).toBe(400);
    expect(await errorOf(otherSigner)).toBe(MESSAGES.errors.signingAddressMismatch);

    const body = await signedLink(user, key);
    const otherAddress = await link(user, {
      ...body,
      address: privateKeyToAccount(generatePrivateKey()).address,
    });
    expect(otherAddress.status).toBe(400);
    expect(await errorOf(otherAddress)).toBe(MESSAGES.errors.signingAddressMismatch);

    const listed = await t.app.request(`/wallet/${user.id}`, withToken(user.token));
    expect(await listed.json()).toEqual({ data: [] });
  });

  it('uses a nonce once, and never after 10 minutes', async () => {
    const user = await createVerifiedUser(t);
    const body = await signedLink(user, generatePrivateKey());
    expect((await link(user, body)).status).toBe(200);
    const replay = await link(user, body);
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toBe(MESSAGES.wallet.nonceInvalid);

    const stale = await signedLink(user, generatePrivateKey());
    await t.deps.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    const expired = await link(user, stale);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe(MESSAGES.wallet.nonceInvalid);
  });

  it("refuses another user's nonce", async () => {
    const user = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const body = await signedLink(other, generatePrivateKey());
    const response = await link(user, body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(MESSAGES.wallet.nonceInvalid);
  });

  it('refuses a message for another site, another chain, or issued too long ago', async () => {
    const user = await createVerifiedUser(t);
    const key = generatePrivateKey();
    for (const overrides of [
      { domain: 'keyclub.example.evil.test' },
      { chainId: 1 },
      { issuedAt: new Date(Date.now() - 11 * 60_000) },
      { expirationTime: new Date(Date.now() - 1000) },
    ]) {
      const response = await link(user, await signedLink(user, key, overrides));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(MESSAGES.wallet.messageInvalid);
    }
    const notSiwe = await link(user, { ...(await signedLink(user, key)), message: 'Sign in to Keyclub' });
    expect(await errorOf(notSiwe)).toBe(MESSAGES.wallet.messageInvalid);
  });

  it('refuses an address linked to another account', async () => {
    const owner = await createVerifiedUser(t);
    const user = await createVerifiedUser(t);
    const key = LOCAL_ACCOUNTS[7].privateKey;
    expect((await link(owner, await signedLink(owner, key))).status).toBe(200);

    const response = await link(user, await signedLink(user, key));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(MESSAGES.wallet.linkedToAnotherAccount);
  });

  it('never links a custody address, even signed with its key (a leaked CUSTODY_SECRET)', async () => {
    const secret = t.deps.env.custodySecret;
    const linkedBy = async (userId: number) =>
      (await t.deps.db.select().from(wallets).where(eq(wallets.userId, userId))).map((row) => row.address);
    const victim = await createVerifiedUser(t);
    const custody = await t.deps.db.transaction((tx) => custodyAddressOf(tx, secret, victim.id));
    const attacker = await createVerifiedUser(t);
    const response = await link(attacker, await signedLink(attacker, deriveCustodyKey(secret, victim.id)));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(MESSAGES.wallet.custodyAddress);
    expect(await linkedBy(attacker.id)).toEqual([]);

    // Linked before it was a custody address (its user had bought nothing in custody yet): recording
    // it as their custody address unlinks it.
    const nextVictim = await createVerifiedUser(t);
    const early = await link(attacker, await signedLink(attacker, deriveCustodyKey(secret, nextVictim.id)));
    expect(early.status).toBe(200);
    const recorded = await t.deps.db.transaction((tx) => custodyAddressOf(tx, secret, nextVictim.id));
    expect(await linkedBy(attacker.id)).toEqual([]);
    expect(recorded).not.toBe(custody);
  });

  it('gives each user at most 20 nonces an hour, counted exactly under a burst, then a 429 with Retry-After that stores nothing', async () => {
    const user = await createVerifiedUser(t);
    const ask = (who: { id: number; token: string }) =>
      t.app.request(`/wallet/${who.id}/nonce`, withToken(who.token));
    const burst = await Promise.all(Array.from({ length: WALLET_NONCES_PER_HOUR + 3 }, () => ask(user)));
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(WALLET_NONCES_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const stored = () =>
      t.deps.db
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'WALLET_LINK')));
    expect(await stored()).toHaveLength(WALLET_NONCES_PER_HOUR);

    const refused = await ask(user);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000);
    expect(await errorOf(refused)).toMatch(
      /^You have asked to link a wallet 20 times in the last hour\. Try again in (59|60) minutes\.$/,
    );
    expect(await stored()).toHaveLength(WALLET_NONCES_PER_HOUR);
    expect((await ask(await createVerifiedUser(t))).status).toBe(200);
  });

  it("answers 403 for another user's id and 401 without a session", async () => {
    const user = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const body = await signedLink(user, generatePrivateKey());
    for (const response of [
      await t.app.request(`/wallet/${other.id}`, withToken(user.token)),
      await t.app.request(`/wallet/${other.id}/nonce`, withToken(user.token)),
      await link({ id: other.id, token: user.token }, body),
    ]) {
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toBe(ACCESS_MESSAGES.forbidden);
    }
    for (const response of [
      await t.app.request(`/wallet/${user.id}`),
      await t.app.request(`/wallet/${user.id}/nonce`),
      await t.app.request(`/wallet/${user.id}`, jsonRequest('POST', body)),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('documents the three wallet routes', async () => {
    const document = (await (await t.app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/wallet/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(Object.keys(document.paths['/wallet/{id}/nonce'] ?? {})).toEqual(['get']);
  });
});
