import { dataEnvelope, type RecordStatus, tokenSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenProfiles, tokens, users } from '../../db/schema/index.ts';
import { categoryId, signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const tokenBody = dataEnvelope(tokenSchema);

describe.each(productionEngine())('public reads of memberships and businesses on %s', (kind) => {
  let t: TestApp;
  let business: TestSession;
  let otherBusiness: TestSession;
  let holder: TestSession;
  let stranger: TestSession;
  let nightlife: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [business, otherBusiness, holder, stranger] = [
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'BUSINESS'),
      await signedInUser(t, 'CONSUMER', { city: 'Reno', state: 'NV' }),
      await signedInUser(t, 'CONSUMER'),
    ];
    nightlife = await categoryId(t, 'Nightlife');
  });
  afterAll(() => t.close());

  /** A membership of `session`'s business in `status`, written directly (no lock needed to read it). */
  async function membership(session: TestSession, status: RecordStatus) {
    const businessId = session.businessId ?? 0;
    const [profile] = await t.deps.db
      .insert(tokenProfiles)
      .values({
        businessId,
        categoryId: nightlife,
        title: `${status} membership`,
        description: 'Read test.',
        price: '10.00',
        renewalPrice: '5.00',
        status,
        availableCopiesCount: 10,
      })
      .returning({ id: tokenProfiles.id });
    if (!profile) throw new Error('Inserting the profile returned nothing');
    const insertToken = async (values: { parentId?: number; ownerId: number }) => {
      const [row] = await t.deps.db
        .insert(tokens)
        .values({ tokenProfileId: profile.id, businessId, ...values })
        .returning({ id: tokens.id });
      if (!row) throw new Error('Inserting the token returned nothing');
      return row.id;
    };
    const parent = await insertToken({ ownerId: session.userId });
    const copy = await insertToken({ parentId: parent, ownerId: holder.userId });
    return { parent, copy };
  }

  const read = (id: number, viewer?: TestSession) =>
    t.app.request(`/tokens/${id}`, viewer ? { headers: viewer.headers } : {});
  const ownerSeenBy = async (id: number, viewer?: TestSession) => {
    const response = await read(id, viewer);
    expect(response.status).toBe(200);
    return tokenBody.parse(await response.json()).data.owner;
  };
  const setAccountStatus = (session: TestSession, status: RecordStatus) =>
    t.deps.db.update(users).set({ status }).where(eq(users.id, session.userId));

  it('shows a copy’s owner to that owner and to the issuing business only', async () => {
    const { copy } = await membership(business, 'ACTIVE');
    const holderAsOwner = {
      id: holder.userId,
      first_name: 'Test',
      last_name: 'User',
      city: 'Reno',
      state: 'NV',
    };
    expect(await ownerSeenBy(copy, holder)).toEqual(holderAsOwner);
    expect(await ownerSeenBy(copy, business)).toEqual(holderAsOwner);
    expect(await ownerSeenBy(copy)).toBeNull();
    expect(await ownerSeenBy(copy, stranger)).toBeNull();
    expect(await ownerSeenBy(copy, otherBusiness)).toBeNull();
  });

  it('shows a coming-soon (PENDING) membership to everyone: its detail says COMING SOON', async () => {
    const { parent, copy } = await membership(business, 'PENDING');
    for (const viewer of [undefined, stranger, otherBusiness, business]) {
      expect((await read(parent, viewer)).status).toBe(200);
      expect((await read(copy, viewer)).status).toBe(200);
    }
  });

  it('shows a paused (ARCHIVED) membership to its business and the copy’s owner, 404 to anyone else', async () => {
    for (const status of ['ARCHIVED'] as const) {
      const { parent, copy } = await membership(business, status);
      for (const viewer of [undefined, stranger, otherBusiness]) {
        expect((await read(parent, viewer)).status, status).toBe(404);
        expect((await read(copy, viewer)).status, status).toBe(404);
      }
      expect((await read(parent, business)).status, status).toBe(200);
      expect((await read(copy, business)).status, status).toBe(200);
      expect((await read(copy, holder)).status, status).toBe(200);
      expect((await read(parent, holder)).status, status).toBe(404);
    }
  });

  it('hides the memberships and the page of a business whose account is unverified or deleted', async () => {
    const owner = await signedInUser(t, 'BUSINESS');
    const { parent } = await membership(owner, 'ACTIVE');
    expect((await read(parent)).status).toBe(200);
    expect((await t.app.request(`/businesses/${owner.businessId}`)).status).toBe(200);
    for (const status of ['PENDING', 'ARCHIVED'] as const) {
      await setAccountStatus(owner, status);
      expect((await read(parent)).status, status).toBe(404);
      expect((await read(parent, stranger)).status, status).toBe(404);
      const page = await t.app.request(`/businesses/${owner.businessId}`);
      expect(page.status, status).toBe(404);
      expect(await page.json(), status).toEqual({ message: 'Not found', errors: [{ message: 'Not found' }] });
    }
  });
});
