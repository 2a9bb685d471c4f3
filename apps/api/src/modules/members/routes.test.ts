import { dataEnvelope, type Member, memberSchema, userSchema } from '@keyclub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activations, tokens, users } from '../../db/schema/index.ts';
import { listingBusiness } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';

const pageBody = dataEnvelope(z.array(memberSchema)).extend({
  meta: z.object({ page: z.number(), limit: z.number(), total: z.number() }),
});

describe.each(productionEngine())('GET /members on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const membersOf = async (session: TestSession, query = '') => {
    const response = await t.app.request(`/members${query}`, { headers: session.headers });
    expect(response.status).toBe(200);
    return pageBody.parse(await response.json());
  };

  /** A consumer named `first last` holding a copy of `parent`; their email shared when `shares`. */
  async function holder(
    seller: Awaited<ReturnType<typeof listingBusiness>>,
    parent: { profileId: number; tokenId: number },
    first: string,
    shares = false,
  ) {
    const tokenId = await seller.copy(parent);
    const [copy] = await t.deps.db
      .select({ ownerId: tokens.ownerId })
      .from(tokens)
      .where(eq(tokens.id, tokenId));
    const userId = copy?.ownerId ?? 0;
    const [user] = await t.deps.db
      .update(users)
      .set({ firstName: first, lastName: 'Holder', isEmailSharedWithBusinesses: shares })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return { tokenId, userId, email: user?.email ?? '' };
  }

  it('lists only the business’s own holders, their email only when they share it', async () => {
    const mine = await listingBusiness(t);
    const gold = await mine.membership('Gold Supper');
    const sharer = await holder(mine, gold, 'Sharon', true);
    const privateOne = await holder(mine, gold, 'Priya');
    const other = await listingBusiness(t);
    const theirs = await holder(other, await other.membership('Other Club'), 'Oscar', true);

    const { data, meta } = await membersOf(mine.owner);
    expect(meta.total).toBe(2);
    const byCopy = new Map(data.map((member) => [member.token_id, member]));
    expect(byCopy.get(sharer.tokenId)).toMatchObject({
      name: 'Sharon Holder',
      email: sharer.email,
      title: 'Gold Supper',
    });
    expect(byCopy.get(privateOne.tokenId)).toMatchObject({ name: 'Priya Holder', email: null });
    expect(JSON.stringify(data)).not.toContain(privateOne.email);
    expect(byCopy.has(theirs.tokenId)).toBe(false);

    // The other business sees its own holder and never ours.
    const seen = await membersOf(other.owner);
    expect(seen.data.map((member) => member.token_id)).toEqual([theirs.tokenId]);
    // Even searched for by name or email.
    expect((await membersOf(other.owner, '?search=Sharon')).data).toEqual([]);
    expect((await membersOf(other.owner, `?search=${encodeURIComponent(sharer.email)}`)).data).toEqual([]);
  });

  it('searches names, shared emails and titles, never an unshared email', async () => {
    const mine = await listingBusiness(t);
    const gold = await mine.membership('Rooftop 100%');
    const sharer = await holder(mine, gold, 'Zelda', true);
    const privateOne = await holder(mine, gold, 'Yara');
    expect((await membersOf(mine.owner, '?search=zeld')).data.map((m) => m.token_id)).toEqual([
      sharer.tokenId,
    ]);
    expect((await membersOf(mine.owner, `?search=${encodeURIComponent(sharer.email)}`)).meta.total).toBe(1);
    expect((await membersOf(mine.owner, `?search=${encodeURIComponent(privateOne.email)}`)).meta.total).toBe(
      0,
    );
    expect((await membersOf(mine.owner, '?search=100%25')).meta.total).toBe(2);
    expect((await membersOf(mine.owner, '?search=1_0')).meta.total).toBe(0);
    const tooLong = await t.app.request(`/members?search=${'x'.repeat(51)}`, { headers: mine.owner.headers });
    expect(tooLong.status).toBe(400);
  });

  it('pages newest copies first, with expiry, state and last activation', async () => {
    const mine = await listingBusiness(t);
    const gold = await mine.membership('Paged');
    const first = await holder(mine, gold, 'Ann');
    const second = await holder(mine, gold, 'Ben');
    const past = new Date(Date.now() - 86_400_000);
    await t.deps.db.update(tokens).set({ expiresAt: past }).where(eq(tokens.id, first.tokenId));
    const activatedAt = new Date('2026-05-01T20:00:00Z');
    await t.deps.db.insert(activations).values({
      tokenId: second.tokenId,
      ownerId: second.userId,
      status: 'ACTIVE',
      expiresAt: activatedAt,
      activatedAt,
      activationEndAt: activatedAt,
    });
    const page1 = await membersOf(mine.owner, '?limit=1');
    expect(page1.meta).toEqual({ page: 1, limit: 1, total: 2 });
    expect(page1.data[0]).toMatchObject<Partial<Member>>({
      token_id: second.tokenId,
      serial: 2,
      state: 'ACTIVE',
      last_activated_at: activatedAt.toISOString(),
    });
    const page2 = await membersOf(mine.owner, '?limit=1&page=2');
    expect(page2.data[0]).toMatchObject<Partial<Member>>({
      token_id: first.tokenId,
      serial: 1,
      state: 'EXPIRED',
      expires_at: past.toISOString(),
      last_activated_at: null,
    });
  });

  it('exports the matching members as CSV, a typed formula kept as text', async () => {
    const mine = await listingBusiness(t);
    const gold = await mine.membership('Csv Club');
    const sharer = await holder(mine, gold, '=HYPERLINK("x")', true);
    await holder(mine, gold, 'Quiet');
    const response = await t.app.request('/members.csv', { headers: mine.owner.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Membership,Copy,Name,Email,State,Expires,Last activation,Joined');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Csv Club,2,Quiet Holder,,ACTIVE,,,/);
    expect(lines[2]).toContain(`Csv Club,1,"'=HYPERLINK(""x"") Holder",${sharer.email},ACTIVE`);
    const searched = await (
      await t.app.request('/members.csv?search=quiet', { headers: mine.owner.headers })
    ).text();
    expect(searched.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('refuses consumers and visitors', async () => {
    const consumer = await signedInUser(t, 'CONSUMER');
    expect((await t.app.request('/members', { headers: consumer.headers })).status).toBe(403);
    expect((await t.app.request('/members.csv')).status).toBe(401);
  });

  it('keeps the email private until the consumer turns sharing on in Settings', async () => {
    const consumer = await signedInUser(t, 'CONSUMER');
    const me = async () =>
      dataEnvelope(userSchema).parse(
        await (await t.app.request('/auth/me', { headers: consumer.headers })).json(),
      ).data;
    expect((await me()).is_email_shared_with_businesses).toBe(false);
    const update = await t.app.request('/auth/me', {
      method: 'PUT',
      headers: { ...consumer.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ is_email_shared_with_businesses: true }),
    });
    expect(update.status).toBe(200);
    expect((await me()).is_email_shared_with_businesses).toBe(true);
  });
});
