import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, tokenProfiles, tokens } from '../../db/schema/index.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { recordBoughtCopy } from './record-copy.ts';

const WALLET = '0x00000000000000000000000000000000000000a1';

describe.each(bothEngines())('recordBoughtCopy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const profileOf = async (id: number) =>
    (await t.deps.db.select().from(tokenProfiles).where(eq(tokenProfiles.id, id)))[0];

  const hold = async (buyer: number, membership: { profileId: number; tokenId: number }) => {
    await t.deps.db.insert(purchases).values({
      userId: buyer,
      tokenProfileId: membership.profileId,
      sourceTokenId: membership.tokenId,
      provider: 'card',
      amount: '10.00',
      stockReserved: true,
      reservedUntil: new Date(Date.now() + 60_000),
    });
  };

  it('writes the copy once per key, counts it sold and keeps the live holds out of available', async () => {
    const { membership } = await listingBusiness(t);
    const gold = await membership('Record copy gold', { copies: 10, availableCopiesCount: 9 });
    await hold((await signedInUser(t, 'CONSUMER')).userId, gold);
    const buyer = await signedInUser(t, 'CONSUMER');
    const copy = {
      tokenProfileId: gold.profileId,
      ownerId: buyer.userId,
      ownerWalletAddress: WALLET,
      tokenIdBc: '7',
      expiresAt: null,
    };

    const first = await t.deps.db.transaction((tx) => recordBoughtCopy(tx, copy));
    const again = await t.deps.db.transaction((tx) => recordBoughtCopy(tx, copy));

    expect(first.created).toBe(true);
    expect(again).toEqual({ tokenId: first.tokenId, created: false });
    const [row] = await t.deps.db.select().from(tokens).where(eq(tokens.id, first.tokenId));
    expect(row).toMatchObject({
      parentId: gold.tokenId,
      ownerId: buyer.userId,
      tokenIdBc: '7',
      listingAmount: '10.00',
    });
    expect(await profileOf(gold.profileId)).toMatchObject({ soldCopiesCount: 1, availableCopiesCount: 8 });
  });

  it('takes the copy from the newest pending hold when a key bought on chain oversold the count', async () => {
    const { membership } = await listingBusiness(t);
    const last = await membership('Record copy last', { copies: 1, availableCopiesCount: 0 });
    const holder = await signedInUser(t, 'CONSUMER');
    await hold(holder.userId, last);

    await t.deps.db.transaction((tx) =>
      recordBoughtCopy(tx, {
        tokenProfileId: last.profileId,
        ownerId: holder.userId,
        ownerWalletAddress: WALLET,
        tokenIdBc: '1',
        expiresAt: null,
      }),
    );

    expect(await profileOf(last.profileId)).toMatchObject({ soldCopiesCount: 1, availableCopiesCount: 0 });
    const [attempt] = await t.deps.db
      .select()
      .from(purchases)
      .where(eq(purchases.tokenProfileId, last.profileId));
    expect(attempt?.stockReserved).toBe(false);
  });
});
