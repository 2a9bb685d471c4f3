import { formatDateTime, pagedEnvelope, tokenDetailMetaSchema, tokenSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChainPort } from '../../adapters/chain/chain-port.ts';
import { createChainPort } from '../../adapters/chain/create-chain-port.ts';
import { sendAndConfirm } from '../../chain-writes/send-call.ts';
import { activations, tokenProfiles, tokens, wallets } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { categoryId, signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { type ForkedChain, startForkedChain } from '../../testing/forked-chain.ts';
import { freePort } from '../../testing/free-port.ts';
import { appWithChain, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { STATE_WAIT_MS, TEST_CHAIN_TIMEOUT_MS } from '../../testing/test-waits.ts';
import { createLockCall } from './membership-lock.ts';

const detailBody = z.object({ data: tokenSchema, meta: tokenDetailMetaSchema });
const listBody = pagedEnvelope(tokenSchema);
const SIX_MINUTES = 6 * 60_000;
const HOUR = 3_600;

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;

describe.each(productionEngine())('owner status and expiry read from the chain (R10), on %s', (kind) => {
  let t: TestApp;
  let fork: ForkedChain;
  let onFork: { app: TestApp['app']; deps: AppDeps };
  let business: TestSession;
  let lock: Address;
  let profileId: number;
  let parentId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A private fork: its clock moves forward here without expiring other files' keys.
    fork = await startForkedChain();
    const chain = createChainPort({
      rpcUrl: fork.rpcUrl,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
      timeoutMs: TEST_CHAIN_TIMEOUT_MS,
    });
    onFork = appWithChain(t.deps, chain);
    business = await signedInUser(t, 'BUSINESS');
    const created = await sendAndConfirm(
      onFork.deps,
      createLockCall({
        title: 'Owner status',
        price: 10,
        copies: 100,
        expirationDuration: 1,
        expirationDurationType: 'HOURS',
      }),
      STATE_WAIT_MS,
    );
    lock = created.lock as Address;
    const [profile] = await t.deps.db
      .insert(tokenProfiles)
      .values({
        businessId: business.businessId ?? 0,
        categoryId: await categoryId(t, 'Nightlife'),
        title: 'Owner status',
        description: 'Keys on a fork.',
        price: '10.00',
        renewalPrice: '10.00',
        status: 'ACTIVE',
        copies: 100,
        availableCopiesCount: 100,
        expirationDuration: 1,
        expirationDurationType: 'HOURS',
        contractAddress: lock,
      })
      .returning({ id: tokenProfiles.id });
    profileId = profile?.id ?? 0;
    const [parent] = await t.deps.db
      .insert(tokens)
      .values({ tokenProfileId: profileId, businessId: business.businessId ?? 0, ownerId: business.userId })
      .returning({ id: tokens.id });
    parentId = parent?.id ?? 0;
  }, 60_000);

  afterAll(async () => {
    await onFork.deps.chainWrites.stop();
    await fork.stop();
    await t.close();
  });

  const chainNow = async () => Number((await fork.client.getBlock()).timestamp);

  /** A consumer with a verified wallet. */
  async function holderWithWallet() {
    const holder = await signedInUser(t, 'CONSUMER');
    const address = newAddress();
    await t.deps.db.insert(wallets).values({ userId: holder.userId, address, verifiedAt: new Date() });
    return { ...holder, address };
  }

  /**
   * A key granted on the fork to a new wallet of `holder` (a lock gives an address one key) until
   * `expiresAt` (unix seconds), and its copy row caching `cached` (the chain's values unless a test
   * says otherwise).
   */
  async function ownedCopy(
    holder: { userId: number },
    expiresAt: number,
    cached: Partial<typeof tokens.$inferInsert> = {},
  ) {
    const address = newAddress();
    await t.deps.db.insert(wallets).values({ userId: holder.userId, address, verifiedAt: new Date() });
    const { keyId } = await sendAndConfirm(
      onFork.deps,
      { type: 'grantKey', lock, recipient: address, expiration: String(expiresAt) },
      STATE_WAIT_MS,
    );
    const [row] = await t.deps.db
      .insert(tokens)
      .values({
        tokenProfileId: profileId,
        businessId: business.businessId ?? 0,
        parentId,
        ownerId: holder.userId,
        tokenIdBc: keyId ?? null,
        ownerWalletAddress: address,
        expiresAt: new Date(expiresAt * 1000),
        chainSyncedAt: new Date(),
        ...cached,
      })
      .returning({ id: tokens.id });
    return { id: row?.id ?? 0, keyId: keyId ?? '', address };
  }

  const readAs = async (app: { request: TestApp['app']['request'] }, id: number, viewer?: TestSession) => {
    const response = await app.request(`/tokens/${id}`, viewer ? { headers: viewer.headers } : {});
    expect(response.status, await response.clone().text()).toBe(200);
    return detailBody.parse(await response.json());
  };
  const read = (id: number, viewer?: TestSession) => readAs(onFork.app, id, viewer);
  const rowOf = async (id: number) => (await t.deps.db.select().from(tokens).where(eq(tokens.id, id)))[0];

  it('shows the owner their status and the expiry in UTC; nobody else gets an owner status', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const expiry = (await chainNow()) + 2 * HOUR;
    const copy = await ownedCopy(holder, expiry);

    const { data } = await read(copy.id, holder);
    expect(data.owner_info).toEqual({
      status: 'ACTIVE',
      expiration_readable: formatDateTime(new Date(expiry * 1000), 'UTC'),
    });
    expect(data.is_bc_token_expired).toBe(false);
    expect(data.token_id_bc).toBe(copy.keyId);

    const stranger = await signedInUser(t, 'CONSUMER');
    for (const viewer of [stranger, business, undefined]) {
      expect((await read(copy.id, viewer)).data.owner_info).toBeNull();
    }
  });

  it('judges expiry by the chain’s clock: EXPIRED once the chain passes the expiry, whatever the server’s clock says', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const expiry = (await chainNow()) + HOUR;
    const copy = await ownedCopy(holder, expiry);
    expect((await read(copy.id, holder)).data.owner_info?.status).toBe('ACTIVE');

    await fork.client.increaseTime({ seconds: 2 * HOUR });
    await fork.client.mine({ blocks: 1 });
    // The server's clock has not reached the expiry; the chain's has.
    expect(expiry * 1000).toBeGreaterThan(Date.now());
    const { data } = await read(copy.id, holder);
    expect(data.owner_info?.status).toBe('EXPIRED');
    expect(data.is_bc_token_expired).toBe(true);
  });

  it('reads a copy cached over 5 minutes ago from the chain again and stores what it read', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const expiry = (await chainNow()) + 3 * HOUR;
    const wrongExpiry = new Date((expiry + 24 * HOUR) * 1000);
    const stale = await ownedCopy(holder, expiry, {
      expiresAt: wrongExpiry,
      chainSyncedAt: new Date(Date.now() - SIX_MINUTES),
    });
    // A copy synced a moment ago is served from the cache, even where the chain has changed since.
    const fresh = await ownedCopy(holder, expiry, { expiresAt: wrongExpiry });

    const readable = (id: number) =>
      read(id, holder).then(({ data }) => data.owner_info?.expiration_readable);
    expect(await readable(stale.id)).toBe(formatDateTime(new Date(expiry * 1000), 'UTC'));
    expect(await readable(fresh.id)).toBe(formatDateTime(wrongExpiry, 'UTC'));
    const stored = await rowOf(stale.id);
    expect(stored?.expiresAt?.getTime()).toBe(expiry * 1000);
    expect(Date.now() - (stored?.chainSyncedAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('serves the cache when the chain cannot be reached, judged by the server’s clock', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const cachedExpiry = new Date(Date.now() + 24 * 3_600_000);
    const copy = await ownedCopy(holder, (await chainNow()) + HOUR, {
      expiresAt: cachedExpiry,
      chainSyncedAt: new Date(Date.now() - SIX_MINUTES),
    });
    const deadChain = createChainPort({
      rpcUrl: `http://127.0.0.1:${await freePort()}`,
      deploymentFile: t.deps.env.chainDeploymentFile,
      signerKey: t.deps.env.apiSignerPrivateKey,
    });
    const offline = appWithChain(t.deps, deadChain);
    try {
      const { data } = await readAs(offline.app, copy.id, holder);
      expect(data.owner_info).toEqual({
        status: 'ACTIVE',
        expiration_readable: formatDateTime(cachedExpiry, 'UTC'),
      });
      const list = await offline.app.request('/tokens', { headers: holder.headers });
      expect(list.status).toBe(200);
      expect(listBody.parse(await list.json()).data.map((token) => token.owner_info?.status)).toEqual([
        'ACTIVE',
      ]);
      // Nothing was read, so the copy is still due for a read.
      expect((await rowOf(copy.id))?.expiresAt?.getTime()).toBe(cachedExpiry.getTime());
    } finally {
      await offline.deps.chainWrites.stop();
    }
  });

  it('follows a key moved on chain to another user’s wallet: the copy becomes theirs and leaves sale', async () => {
    const seller = await signedInUser(t, 'CONSUMER');
    const buyer = await holderWithWallet();
    const copy = await ownedCopy(seller, (await chainNow()) + 5 * HOUR, {
      chainSyncedAt: new Date(Date.now() - SIX_MINUTES),
      isOpenForSale: true,
      listedAt: new Date(),
      listingAmount: '12.00',
    });
    await sendAndConfirm(
      onFork.deps,
      { type: 'transferKey', lock, from: copy.address, to: buyer.address, tokenId: copy.keyId },
      STATE_WAIT_MS,
    );

    const { data, meta } = await read(copy.id, seller);
    expect(data.owner_info).toBeNull();
    expect(data.owner).toBeNull();
    expect(meta.owned_token_id).toBeNull();
    expect(await rowOf(copy.id)).toMatchObject({
      ownerId: buyer.userId,
      ownerWalletAddress: getAddress(buyer.address),
      isOpenForSale: false,
    });
    const sellersList = await onFork.app.request('/tokens', { headers: seller.headers });
    expect(listBody.parse(await sellersList.json()).data.map((token) => token.id)).not.toContain(copy.id);
    expect((await read(copy.id, buyer)).data.owner_info?.status).toBe('ACTIVE');
  });

  it('lists a consumer’s copies with their owner status, reading only the stale ones in one chain request', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const now = await chainNow();
    const soon = await ownedCopy(holder, now + HOUR, { chainSyncedAt: new Date(Date.now() - SIX_MINUTES) });
    const later = await ownedCopy(holder, now + 4 * HOUR, { chainSyncedAt: null });
    const fresh = await ownedCopy(holder, now + 2 * HOUR);
    const requests: number[] = [];
    const counting: ChainPort = {
      ...onFork.deps.chain,
      readKeys: (keys) => {
        requests.push(keys.length);
        return onFork.deps.chain.readKeys(keys);
      },
    };
    const counted = appWithChain(t.deps, counting);
    try {
      const response = await counted.app.request('/tokens', { headers: holder.headers });
      const { data } = listBody.parse(await response.json());
      expect(data.map((token) => token.id)).toEqual([fresh.id, later.id, soon.id]);
      expect(data.map((token) => token.owner_info?.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
      expect(data[1]?.owner_info?.expiration_readable).toBe(
        formatDateTime(new Date((now + 4 * HOUR) * 1000), 'UTC'),
      );
      expect(requests).toEqual([2]);
    } finally {
      await counted.deps.chainWrites.stop();
    }

    await fork.client.increaseTime({ seconds: 90 * 60 });
    await fork.client.mine({ blocks: 1 });
    const { data } = listBody.parse(
      await (await onFork.app.request('/tokens', { headers: holder.headers })).json(),
    );
    expect(data.map((token) => [token.owner_info?.status, token.is_bc_token_expired])).toEqual([
      ['ACTIVE', false],
      ['ACTIVE', false],
      ['EXPIRED', true],
    ]);
  });

  it('searches a consumer’s own copies by title (My Memberships): wildcards match themselves, nobody else’s copies', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const other = await signedInUser(t, 'CONSUMER');
    const [harborProfile] = await t.deps.db
      .insert(tokenProfiles)
      .values({
        businessId: business.businessId ?? 0,
        categoryId: await categoryId(t, 'Nightlife'),
        title: 'Harbor 100%_Club',
        description: 'A second membership on the same lock.',
        price: '10.00',
        renewalPrice: '10.00',
        status: 'ACTIVE',
        copies: 100,
        availableCopiesCount: 100,
        expirationDuration: 1,
        expirationDurationType: 'HOURS',
        contractAddress: lock,
      })
      .returning({ id: tokenProfiles.id });
    const harborId = harborProfile?.id ?? 0;
    const [harborParent] = await t.deps.db
      .insert(tokens)
      .values({ tokenProfileId: harborId, businessId: business.businessId ?? 0, ownerId: business.userId })
      .returning({ id: tokens.id });
    const ofHarbor = { tokenProfileId: harborId, parentId: harborParent?.id ?? 0 };
    const now = await chainNow();
    const harbor = await ownedCopy(holder, now + 4 * HOUR, ofHarbor);
    const ownerStatus = await ownedCopy(holder, now + 4 * HOUR);
    await ownedCopy(other, now + 4 * HOUR, ofHarbor);

    const search = async (title: string) => {
      const response = await onFork.app.request(`/tokens?${new URLSearchParams({ title })}`, {
        headers: holder.headers,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const { data, meta } = listBody.parse(await response.json());
      return { ids: data.map((token) => token.id), total: meta.total };
    };
    expect(await search('harbor')).toEqual({ ids: [harbor.id], total: 1 });
    expect(await search('100%_c')).toEqual({ ids: [harbor.id], total: 1 });
    // `%` and `_` typed are not wildcards: '1%0' would match 'Harbor 100…' as a pattern.
    expect(await search('1%0')).toEqual({ ids: [], total: 0 });
    expect(await search('   ')).toEqual({ ids: [ownerStatus.id, harbor.id], total: 2 });
    const tooLong = await onFork.app.request(`/tokens?title=${'x'.repeat(51)}`, { headers: holder.headers });
    expect(tooLong.status).toBe(400);
  });

  it('answers each owned copy’s newest activation, expired once archived or past its window', async () => {
    const holder = await signedInUser(t, 'CONSUMER');
    const copy = await ownedCopy(holder, (await chainNow()) + 6 * HOUR);
    expect((await read(copy.id, holder)).data.last_token_activation).toBeNull();

    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const activatedAt = minutesAgo(10);
    const ownerId = holder.userId;
    await t.deps.db.insert(activations).values([
      { tokenId: copy.id, ownerId, status: 'ARCHIVED', expiresAt: minutesAgo(25), createdAt: minutesAgo(30) },
      {
        tokenId: copy.id,
        ownerId,
        status: 'ACTIVE',
        expiresAt: minutesAgo(5),
        activatedAt,
        activationEndAt: new Date(Date.now() + 3_600_000),
        createdAt: minutesAgo(12),
      },
    ]);
    expect((await read(copy.id, holder)).data.last_token_activation).toEqual({
      is_expired: false,
      activated_at: activatedAt.toISOString(),
    });
    const list = listBody.parse(
      await (await onFork.app.request('/tokens', { headers: holder.headers })).json(),
    );
    expect(list.data.find((token) => token.id === copy.id)?.last_token_activation?.is_expired).toBe(false);

    // A card a previous owner of the copy showed is not the holder's.
    const previous = await signedInUser(t, 'CONSUMER');
    await t.deps.db.insert(activations).values({
      tokenId: copy.id,
      ownerId: previous.userId,
      status: 'ARCHIVED',
      expiresAt: minutesAgo(1),
      createdAt: minutesAgo(2),
    });
    expect((await read(copy.id, holder)).data.last_token_activation?.is_expired).toBe(false);

    await t.deps.db.insert(activations).values({
      tokenId: copy.id,
      ownerId,
      status: 'PENDING',
      expiresAt: minutesAgo(1),
      createdAt: minutesAgo(6),
    });
    expect((await read(copy.id, holder)).data.last_token_activation).toEqual({
      is_expired: true,
      activated_at: null,
    });
    // Only the owner reads activations.
    expect((await read(copy.id, business)).data.last_token_activation).toBeNull();
  });
});
