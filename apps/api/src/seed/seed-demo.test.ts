import { publicLockAbi } from '@keyclub/chain';
import { CATEGORY_NAMES, pagedEnvelope, tokenSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type Address, createPublicClient, http, isAddress, isAddressEqual } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  categories,
  files,
  tokenPerks,
  tokenProfiles,
  tokens,
  users,
} from '../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../http/access-token.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { createOperator } from '../modules/operator/create-operator.ts';
import { deriveCustodyAddress } from '../modules/purchases/custody.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { productionEngine } from '../testing/test-database.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemo } from './seed-demo.ts';

describe.each(productionEngine())('demo seed on %s', (kind) => {
  let t: TestApp;
  let outcome: 'seeded' | 'skipped';
  beforeAll(async () => {
    t = await createTestApp(kind);
    // An operator made before the first start (as the e2e setup does) does not stop the seed.
    await createOperator(
      { db: t.deps.db, passwordScryptCost: t.deps.env.passwordScryptCost },
      { email: 'ops@keyclub.test', password: 'Keyclub!2026' },
    );
    outcome = await seedDemo(t.deps);
  });
  afterAll(() => t.close());

  it('creates the demo logins, active and verified', async () => {
    expect(outcome).toBe('seeded');
    for (const account of [DEMO_ACCOUNTS.consumer, DEMO_ACCOUNTS.business]) {
      const [user] = await t.deps.db.select().from(users).where(eq(users.email, account.email));
      expect(user).toMatchObject({ roleName: account.role, status: 'ACTIVE', isEmailVerified: true });
      expect(await verifyPassword(account.password, user?.passwordHash ?? '')).toBe(true);
    }
  });

  it('creates both businesses with active memberships across every category whose locks exist on chain', async () => {
    const rows = await t.deps.db
      .select({
        business: businesses.name,
        title: tokenProfiles.title,
        status: tokenProfiles.status,
        category: categories.name,
        price: tokenProfiles.price,
        contract: tokenProfiles.contractAddress,
        network: tokenProfiles.blockchainNetworkId,
        profileId: tokenProfiles.id,
      })
      .from(tokenProfiles)
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId))
      .innerJoin(categories, eq(categories.id, tokenProfiles.categoryId));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.business))).toEqual(new Set(['The Velvet Room', 'Harbor Table']));
    for (const name of ['The Velvet Room', 'Harbor Table']) {
      expect(rows.filter((row) => row.business === name).length).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(CATEGORY_NAMES));
    expect(rows.filter((row) => Number(row.price) === 0).length).toBeGreaterThanOrEqual(2);

    const deployment = await t.deps.chain.deployment();
    const client = createPublicClient({ transport: http(t.deps.chain.rpcUrl) });
    const perks = await t.deps.db.select().from(tokenPerks);
    for (const row of rows) {
      expect(row.status).toBe('ACTIVE');
      expect(row.network).toBe(deployment.chainId);
      expect(isAddress(row.contract ?? '')).toBe(true);
      const code = await client.getCode({ address: row.contract as `0x${string}` });
      expect(code?.length ?? 0).toBeGreaterThan(2);
      const own = perks.filter((perk) => perk.tokenProfileId === row.profileId);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((perk) => perk.description.length > 0)).toBe(true);
    }
  });

  it('fills the marketplace: several pages of recently listed, both businesses, featured, recommended and hot', async () => {
    const list = async (query: string) => {
      const response = await t.app.request(`/market-place?${query}`);
      expect(response.status).toBe(200);
      return pagedEnvelope(tokenSchema).parse(await response.json());
    };
    const recent = await list('limit=12');
    expect(recent.data).toHaveLength(12);
    expect(recent.meta.total).toBeGreaterThan(24);
    expect(new Set(recent.data.map((token) => token.business.name))).toEqual(
      new Set(['The Velvet Room', 'Harbor Table']),
    );
    expect((await list('is_featured=true')).meta.total).toBeGreaterThanOrEqual(3);
    expect((await list('is_hot=true')).meta.total).toBeGreaterThanOrEqual(3);
    const categoryRows = await t.deps.db.select().from(categories);
    for (const category of categoryRows) {
      expect((await list(`category_id=${category.id}`)).meta.total, category.name).toBeGreaterThanOrEqual(3);
      expect(
        (await list(`category_id=${category.id}&is_recommended=true&limit=1`)).data,
        category.name,
      ).toHaveLength(1);
    }
    expect((await list('title=velvet')).meta.total).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo consumer one copy of Velvet Night Pass, its key granted on chain and counted as sold', async () => {
    const login = await t.app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO_ACCOUNTS.consumer.email,
        password: DEMO_ACCOUNTS.consumer.password,
        role_name: 'CONSUMER',
      }),
    });
    expect(login.status).toBe(200);
    const owned = await t.app.request('/tokens', {
      headers: { [ACCESS_TOKEN_HEADER]: login.headers.get(ACCESS_TOKEN_HEADER) ?? '' },
    });
    const { data } = pagedEnvelope(tokenSchema).parse(await owned.json());
    expect(data).toHaveLength(1);
    const [copy] = data;
    expect(copy).toMatchObject({
      parent_id: expect.any(Number),
      is_open_for_sale: false,
      is_bc_token_expired: false,
      listing_amount: 49,
      profile: { title: 'Velvet Night Pass', copies: 100, sold_copies_count: 1, available_copies_count: 99 },
    });

    const [row] = await t.deps.db
      .select()
      .from(tokens)
      .where(eq(tokens.id, copy?.id ?? 0));
    const lock = copy?.profile.contract_address as Address;
    const keyId = BigInt(row?.tokenIdBc ?? -1);
    const client = createPublicClient({ transport: http(t.deps.chain.rpcUrl) });
    const onLock = { address: lock, abi: publicLockAbi, args: [keyId] } as const;
    // No wallet: the key is at the consumer's own custody address, derived and recorded, and the
    // API signer manages it.
    const [consumer] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.id, row?.ownerId ?? 0));
    const custody = deriveCustodyAddress(t.deps.env.custodySecret, consumer?.id ?? 0);
    expect(consumer?.custodyAddress).toBe(custody);
    expect(row?.ownerWalletAddress).toBe(custody);
    const holder = await client.readContract({ ...onLock, functionName: 'ownerOf' });
    expect(holder).toBe(custody);
    expect(isAddressEqual(holder, t.deps.chain.signer)).toBe(false);
    const manager = await client.readContract({ ...onLock, functionName: 'keyManagerOf' });
    expect(manager).toBe(t.deps.chain.signer);
    const expiry = Number(
      await client.readContract({ ...onLock, functionName: 'keyExpirationTimestampFor' }),
    );
    expect(expiry).toBe(Math.floor((row?.expiresAt?.getTime() ?? 0) / 1000));
    const thirtyDays = 30 * 24 * 3600;
    expect(Math.abs(expiry - (Date.now() / 1000 + thirtyDays))).toBeLessThan(600);
  });

  it('serves a seeded image and its thumbnail with the long cache header', async () => {
    const [business] = await t.deps.db
      .select({ logo: files.storageKey, thumbnail: files.thumbnailKey })
      .from(businesses)
      .innerJoin(files, eq(files.id, businesses.coverFileId))
      .where(eq(businesses.name, 'The Velvet Room'));
    const response = await t.app.request(`/files/${business?.logo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).width).toBe(1200);

    const thumbnail = await t.app.request(`/files/${business?.thumbnail}`);
    const size = await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata();
    expect(size.width).toBeLessThanOrEqual(400);
    expect(size.height).toBeLessThanOrEqual(350);
  });

  it('answers 404 for a file that does not exist or a key that escapes the storage folder', async () => {
    expect((await t.app.request('/files/logos/missing.png')).status).toBe(404);
    expect((await t.app.request('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('is skipped on a database that already has users', async () => {
    const before = await t.deps.db.$count(tokenProfiles);
    expect(await seedDemo(t.deps)).toBe('skipped');
    expect(await t.deps.db.$count(tokenProfiles)).toBe(before);
  });
});
