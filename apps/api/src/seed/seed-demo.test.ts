import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createPublicClient, http, isAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, files, tokenPerks, tokenProfiles, users } from '../db/schema/index.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemo } from './seed-demo.ts';

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let t: TestApp;
  let outcome: 'seeded' | 'skipped';
  beforeAll(async () => {
    t = await createTestApp(kind);
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

  it('creates both businesses with active memberships whose locks exist on chain', async () => {
    const rows = await t.deps.db
      .select({
        business: businesses.name,
        title: tokenProfiles.title,
        status: tokenProfiles.status,
        contract: tokenProfiles.contractAddress,
        network: tokenProfiles.blockchainNetworkId,
        profileId: tokenProfiles.id,
      })
      .from(tokenProfiles)
      .innerJoin(businesses, eq(businesses.id, tokenProfiles.businessId));
    expect(new Set(rows.map((row) => row.business))).toEqual(new Set(['The Velvet Room', 'Harbor Table']));
    for (const name of ['The Velvet Room', 'Harbor Table']) {
      const count = rows.filter((row) => row.business === name).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }

    const deployment = await t.deps.chain.deployment();
    const client = createPublicClient({ transport: http(t.deps.chain.rpcUrl) });
    for (const row of rows) {
      expect(row.status).toBe('ACTIVE');
      expect(row.network).toBe(deployment.chainId);
      expect(isAddress(row.contract ?? '')).toBe(true);
      const code = await client.getCode({ address: row.contract as `0x${string}` });
      expect(code?.length ?? 0).toBeGreaterThan(2);
      const perks = await t.deps.db
        .select()
        .from(tokenPerks)
        .where(eq(tokenPerks.tokenProfileId, row.profileId));
      expect(perks.length).toBeGreaterThan(0);
      expect(perks.every((perk) => perk.description.length > 0)).toBe(true);
    }
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
