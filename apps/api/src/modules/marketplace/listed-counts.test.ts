import { pagedEnvelope, tokenSchema } from '@keyclub/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, categories, tokenProfiles, users } from '../../db/schema/index.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { categoryId } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';

// The totals of recently listed and of category pages come from `categories.listed_memberships`,
// kept by triggers (migration 0012), and every list filters on `token_profiles.business_active`,
// kept by triggers too (migration 0019). After every kind of change both must equal the real state.
describe.each(bothEngines())('listed memberships per category on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /**
   * Whether the profile's business may sell it, read from the rows themselves: the account ACTIVE, and
   * neither the business nor the membership suspended by an operator.
   */
  const accountIsActive = sql`(${tokenProfiles.suspendedAt} is null and exists (select 1 from ${businesses}
    join ${users} on ${users.id} = ${businesses.ownerId}
    where ${businesses.id} = ${tokenProfiles.businessId} and ${users.status} = 'ACTIVE' and ${businesses.suspendedAt} is null))`;

  /** Counted from the rows, as GET /market-place's filters read them. */
  async function countedPerCategory() {
    const rows = await t.deps.db
      .select({ id: categories.id, listed: sql<number>`count(${tokenProfiles.id})::int` })
      .from(categories)
      .leftJoin(
        tokenProfiles,
        sql`${tokenProfiles.categoryId} = ${categories.id} and ${tokenProfiles.status} = 'ACTIVE'
          and ${tokenProfiles.contractType} = 'INTERNAL' and ${tokenProfiles.availableCopiesCount} <> 0
          and ${accountIsActive}`,
      )
      .groupBy(categories.id)
      .orderBy(categories.id);
    return rows.map((row) => ({ id: row.id, listed: row.listed }));
  }

  const keptPerCategory = () =>
    t.deps.db
      .select({ id: categories.id, listed: categories.listedMemberships })
      .from(categories)
      .orderBy(categories.id);

  async function total(query: string) {
    const response = await t.app.request(`/market-place?limit=1${query}`);
    expect(response.status).toBe(200);
    return pagedEnvelope(tokenSchema).parse(await response.json()).meta.total;
  }

  /** Profiles whose kept business state is not their business's account's. */
  const staleBusinessStates = () =>
    t.deps.db
      .select({ id: tokenProfiles.id, kept: tokenProfiles.businessActive })
      .from(tokenProfiles)
      .where(sql`${tokenProfiles.businessActive} <> ${accountIsActive}`);

  /** The kept counts and business states equal the real ones, and the API's totals are the counts. */
  async function expectExact() {
    expect(await staleBusinessStates()).toEqual([]);
    const counted = await countedPerCategory();
    expect(await keptPerCategory()).toEqual(counted);
    expect(await total('')).toBe(counted.reduce((sum, row) => sum + row.listed, 0));
    const [first] = counted;
    if (first) expect(await total(`&category_id=${first.id}`)).toBe(first.listed);
    return counted;
  }

  const setProfile = (profileId: number, values: Partial<typeof tokenProfiles.$inferInsert>) =>
    t.deps.db.update(tokenProfiles).set(values).where(eq(tokenProfiles.id, profileId));

  it('follows creation, status, stock, contract, category and deletion of memberships', async () => {
    const { membership } = await listingBusiness(t);
    const before = await expectExact();
    const listed = await membership('Counted one', { category: 'Nightlife' });
    const pending = await membership('Counted pending', { status: 'PENDING' });
    const unlimited = await membership('Counted unlimited', {
      availableCopiesCount: -1,
      category: 'Restaurants',
    });
    const after = await expectExact();
    expect(after.reduce((sum, row) => sum + row.listed, 0)).toBe(
      before.reduce((sum, row) => sum + row.listed, 0) + 2,
    );

    await setProfile(pending.profileId, { status: 'ACTIVE' });
    await expectExact();
    await setProfile(listed.profileId, { availableCopiesCount: 0 });
    await expectExact();
    await setProfile(listed.profileId, { availableCopiesCount: 3 });
    await setProfile(unlimited.profileId, { categoryId: await categoryId(t, 'Clubs') });
    await expectExact();
    await setProfile(unlimited.profileId, { contractType: 'EXTERNAL' });
    await setProfile(pending.profileId, { status: 'ARCHIVED' });
    await expectExact();
    await t.deps.db.delete(tokenProfiles).where(eq(tokenProfiles.id, listed.profileId));
    await expectExact();
  });

  it('follows the business account: deactivated, activated again, deleted', async () => {
    const owner = await listingBusiness(t);
    await owner.membership('Account one', { category: 'Hotels' });
    await owner.membership('Account two', { category: 'Events' });
    await expectExact();
    const ownerId = owner.owner.userId;
    await t.deps.db.update(users).set({ status: 'ARCHIVED' }).where(eq(users.id, ownerId));
    await expectExact();
    await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, ownerId));
    await expectExact();
    await t.deps.db.delete(users).where(eq(users.id, ownerId));
    await expectExact();
  });

  it('follows operator suspensions of a membership and of a business, and their restores', async () => {
    const owner = await listingBusiness(t);
    const one = await owner.membership('Suspended one', { category: 'Hotels' });
    await owner.membership('Suspended two', { category: 'Events' });
    await expectExact();
    const suspendBusiness = (at: Date | null) =>
      t.deps.db
        .update(businesses)
        .set({ suspendedAt: at })
        .where(eq(businesses.id, owner.owner.businessId ?? 0));
    await setProfile(one.profileId, { suspendedAt: new Date() });
    await expectExact();
    await suspendBusiness(new Date());
    await expectExact();
    // Restoring the business leaves the membership suspended on its own.
    await suspendBusiness(null);
    await expectExact();
    expect(await total(`&title=${encodeURIComponent('Suspended one')}`)).toBe(0);
    expect(await total(`&title=${encodeURIComponent('Suspended two')}`)).toBe(1);
    await setProfile(one.profileId, { suspendedAt: null });
    await suspendBusiness(new Date());
    // Deleting a suspended business's account counts nothing twice.
    await t.deps.db.delete(users).where(eq(users.id, owner.owner.userId));
    await expectExact();
  });

  it('keeps each membership’s business state with its account, whoever writes it', async () => {
    const owner = await listingBusiness(t);
    const one = await owner.membership('State one', { category: 'Hotels' });
    const suspended = await listingBusiness(t, 'ARCHIVED');
    // Written for an archived account, a membership is not listed, even when its row says otherwise.
    await suspended.membership('State hidden', { businessActive: true, category: 'Hotels' });
    await setProfile(one.profileId, { businessActive: false });
    await expectExact();
    const titled = (value: string) => total(`&title=${encodeURIComponent(value)}`);
    expect(await titled('State one')).toBe(1);
    expect(await titled('State hidden')).toBe(0);
  });

  it('stays exact when an account changes while its memberships are written', async () => {
    const owner = await listingBusiness(t);
    const setStatus = (status: 'ACTIVE' | 'ARCHIVED') =>
      t.deps.db.update(users).set({ status }).where(eq(users.id, owner.owner.userId));
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => owner.membership(`Racing ${i}`, { category: 'Events' })),
      setStatus('ARCHIVED'),
      ...Array.from({ length: 8 }, (_, i) => owner.membership(`Racing late ${i}`, { category: 'Events' })),
      setStatus('ACTIVE'),
    ]);
    await expectExact();
  });

  it('stays exact when memberships change at the same time', async () => {
    const { membership } = await listingBusiness(t);
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        membership(`Concurrent ${i}`, { category: i % 2 ? 'Nightlife' : 'Hotels' }),
      ),
    );
    await Promise.all(
      made.map((one, i) =>
        setProfile(one.profileId, i % 3 === 0 ? { availableCopiesCount: 0 } : { status: 'PENDING' }),
      ),
    );
    await Promise.all(
      made.map((one) => setProfile(one.profileId, { status: 'ACTIVE', availableCopiesCount: 5 })),
    );
    await expectExact();
  });
});
