import { auditEntrySchema, pagedEnvelope, tokenSchema } from '@keyclub/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions, users } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_HEADER } from '../../http/access-token.ts';
import { listingBusiness, uniqueWord } from '../../testing/fixtures/listed-memberships.ts';
import { signedInUser, type TestSession } from '../../testing/fixtures/membership-fixtures.ts';
import { TEST_PASSWORD, uniqueAccount } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { createOperator } from './create-operator.ts';

const marketplacePage = pagedEnvelope(tokenSchema);
const auditPage = pagedEnvelope(auditEntrySchema);

describe.each(productionEngine())('operator console on %s', (kind) => {
  let t: TestApp;
  let operator: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await signedInUser(t, 'OPERATOR');
  });
  afterAll(() => t.close());

  const send = (path: string, method: string, body?: unknown, session = operator) =>
    t.app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...session.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const curate = (tokenId: number, body: Record<string, unknown>, session?: TestSession) =>
    send(`/operator/curation/tokens/${tokenId}`, 'PUT', body, session);

  async function featured(query = '') {
    const response = await t.app.request(`/market-place?is_featured=true${query}`);
    expect(response.status).toBe(200);
    return marketplacePage.parse(await response.json()).data.map((token) => token.id);
  }
  const auditRows = (operatorId: number) =>
    t.deps.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.operatorId, operatorId))
      .orderBy(desc(operatorActions.id));

  it('puts memberships on the featured list in the order the operator gives, which the marketplace shows', async () => {
    const word = uniqueWord();
    const { membership } = await listingBusiness(t);
    const older = await membership(`${word} older`, { createdAt: new Date('2098-01-01T10:00:00Z') });
    const newer = await membership(`${word} newer`, { createdAt: new Date('2098-01-02T10:00:00Z') });

    expect((await curate(older.tokenId, { flag: 'featured', on: true, reason: 'Launch week' })).status).toBe(
      200,
    );
    expect((await curate(newer.tokenId, { flag: 'featured', on: true, reason: 'Launch week' })).status).toBe(
      200,
    );
    // Added first, shown first, though newer memberships otherwise lead.
    expect(await featured(`&title=${word}`)).toEqual([older.tokenId, newer.tokenId]);

    const order = { flag: 'featured', token_ids: [newer.tokenId, older.tokenId], reason: 'Newer first' };
    const current = (await (await send('/operator/curation', 'GET')).json()) as {
      data: { featured: { id: number }[] };
    };
    const everyFeatured = current.data.featured.map((row) => row.id);
    const reordered = [
      newer.tokenId,
      older.tokenId,
      ...everyFeatured.filter((id) => !order.token_ids.includes(id)),
    ];
    expect((await send('/operator/curation/order', 'PUT', { ...order, token_ids: reordered })).status).toBe(
      200,
    );

    // The prepared list of the carousel (no title) and the search both follow the new order.
    expect(await featured(`&title=${word}`)).toEqual([newer.tokenId, older.tokenId]);
    expect(await featured('&limit=2')).toEqual([newer.tokenId, older.tokenId]);
    const curation = (await (await send('/operator/curation', 'GET')).json()) as {
      data: { featured: { id: number; position: number }[] };
    };
    expect(curation.data.featured.slice(0, 2)).toMatchObject([
      { id: newer.tokenId, position: 1 },
      { id: older.tokenId, position: 2 },
    ]);

    // Taken off: gone from the carousel.
    expect(
      (await curate(older.tokenId, { flag: 'featured', on: false, reason: 'Sold out soon' })).status,
    ).toBe(200);
    expect(await featured(`&title=${word}`)).toEqual([newer.tokenId]);
  });

  it('records who, what, when and why for every action, readable newest first in pages', async () => {
    const self = await signedInUser(t, 'OPERATOR');
    const { membership } = await listingBusiness(t);
    const pass = await membership(`${uniqueWord()} pass`);
    const before = Date.now();
    await curate(pass.tokenId, { flag: 'hot', on: true, reason: 'Trending tonight' }, self);
    await send(
      '/operator/curation/order',
      'PUT',
      { flag: 'hot', token_ids: [pass.tokenId], reason: 'Only one' },
      self,
    );
    await curate(pass.tokenId, { flag: 'hot', on: false, reason: 'Cooled down' }, self);

    const rows = await auditRows(self.userId);
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['curation.remove', 'Cooled down'],
      ['curation.order', 'Only one'],
      ['curation.add', 'Trending tonight'],
    ]);
    expect(rows[2]).toMatchObject({ subjectType: 'token_profile', subjectId: pass.profileId });
    expect(rows[2]?.details).toMatchObject({ list: 'hot', token_id: pass.tokenId });
    expect(rows[1]?.details).toMatchObject({ list: 'hot', token_ids: [pass.tokenId] });
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const response = await send('/operator/audit?limit=2', 'GET', undefined, self);
    const page = auditPage.parse(await response.json());
    expect(page.meta).toMatchObject({ page: 1, limit: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    const [email] = await t.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, self.userId));
    expect(page.data[0]).toMatchObject({
      action: 'curation.remove',
      reason: 'Cooled down',
      operator_email: email?.email,
    });
    const second = auditPage.parse(
      await (await send('/operator/audit?limit=2&page=2', 'GET', undefined, self)).json(),
    );
    expect(second.data[0]?.action).toBe('curation.add');
  });

  it('refuses a change without a reason, one that changes nothing, and an order that misses a membership; none is recorded', async () => {
    const self = await signedInUser(t, 'OPERATOR');
    const { membership } = await listingBusiness(t);
    const a = await membership(`${uniqueWord()} a`);
    const b = await membership(`${uniqueWord()} b`);

    expect((await curate(a.tokenId, { flag: 'recommended', on: true, reason: ' ' }, self)).status).toBe(400);
    expect(
      (await curate(a.tokenId, { flag: 'recommended', on: false, reason: 'Not on it' }, self)).status,
    ).toBe(409);
    expect((await curate(999_999, { flag: 'recommended', on: true, reason: 'No such' }, self)).status).toBe(
      404,
    );
    expect((await curate(a.tokenId, { flag: 'recommended', on: true, reason: 'Banner' }, self)).status).toBe(
      200,
    );
    expect((await curate(a.tokenId, { flag: 'recommended', on: true, reason: 'Twice' }, self)).status).toBe(
      409,
    );
    // b is not on the list: an order naming it (or leaving a out) is refused.
    const stale = { flag: 'recommended', token_ids: [b.tokenId], reason: 'Stale order' };
    expect((await send('/operator/curation/order', 'PUT', stale, self)).status).toBe(409);

    expect((await auditRows(self.userId)).map((row) => row.reason)).toEqual(['Banner']);
  });

  it('keeps the audit log append-only: the database refuses to change or remove a row', async () => {
    const self = await signedInUser(t, 'OPERATOR');
    const { membership } = await listingBusiness(t);
    const pass = await membership(`${uniqueWord()} pass`);
    await curate(pass.tokenId, { flag: 'hot', on: true, reason: 'Append only' }, self);
    const [row] = await auditRows(self.userId);
    if (!row) throw new Error('no audit row');

    await expect(
      t.deps.db.update(operatorActions).set({ reason: 'Rewritten' }).where(eq(operatorActions.id, row.id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(operatorActions).where(eq(operatorActions.id, row.id))).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from operator_actions`)).rejects.toThrow();
    expect((await auditRows(self.userId)).map((kept) => kept.reason)).toEqual(['Append only']);
  });

  it('makes operators only by command: they sign in through the business build, never the consumer one', async () => {
    const { email } = uniqueAccount('operator');
    const made = await createOperator(
      { db: t.deps.db, passwordScryptCost: t.deps.env.passwordScryptCost },
      { email, password: TEST_PASSWORD },
    );
    const login = (role_name: string) =>
      t.app.request('/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD, role_name }),
      });
    const business = await login('BUSINESS');
    expect(business.status).toBe(200);
    expect(((await business.json()) as { data: { role_name: string } }).data.role_name).toBe('OPERATOR');
    const token = business.headers.get(ACCESS_TOKEN_HEADER) ?? '';
    const console = await t.app.request('/operator/curation', { headers: { [ACCESS_TOKEN_HEADER]: token } });
    expect(console.status).toBe(200);
    expect((await login('CONSUMER')).status).toBe(401);

    const again = createOperator(
      { db: t.deps.db, passwordScryptCost: t.deps.env.passwordScryptCost },
      { email: email.toUpperCase(), password: TEST_PASSWORD },
    );
    await expect(again).rejects.toThrow(/exists already/);
    const weak = createOperator(
      { db: t.deps.db, passwordScryptCost: t.deps.env.passwordScryptCost },
      { email: uniqueAccount('operator').email, password: 'short' },
    );
    await expect(weak).rejects.toThrow();
    expect(made.email).toBe(email);
  });
});
