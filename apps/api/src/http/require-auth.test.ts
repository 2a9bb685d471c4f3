import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { recordQueries } from '../testing/query-recorder.ts';
import { createVerifiedUser, jsonRequest, withToken } from '../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { productionEngine } from '../testing/test-database.ts';
import { ACCESS_MESSAGES } from './access-messages.ts';
import { errorHandler } from './handle-errors.ts';
import { createRouter } from './open-api-app.ts';
import { optionalAuth, requireAuth } from './require-auth.ts';

describe.each(productionEngine())('requireAuth / optionalAuth on %s', (kind) => {
  let t: TestApp;
  let probe: ReturnType<typeof createRouter>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    probe = createRouter();
    probe.get('/any', requireAuth(t.deps), (c) => c.json(c.var.auth));
    probe.get('/business', requireAuth(t.deps, { role: 'BUSINESS' }), (c) => c.json(c.var.auth));
    probe.get('/public', optionalAuth(t.deps), (c) => c.json({ auth: c.var.auth }));
    probe.onError(errorHandler(t.deps.logger));
  });
  afterAll(() => t.close());

  it('sets who is calling, with the business of a business user', async () => {
    const consumer = await createVerifiedUser(t, 'CONSUMER');
    const business = await createVerifiedUser(t, 'BUSINESS');
    const asConsumer = await (await probe.request('/any', withToken(consumer.token))).json();
    expect(asConsumer).toMatchObject({ userId: consumer.id, role: 'CONSUMER', businessId: null });
    const asBusiness = (await (await probe.request('/business', withToken(business.token))).json()) as {
      businessId: number;
    };
    expect(asBusiness).toMatchObject({ userId: business.id, role: 'BUSINESS' });
    expect(asBusiness.businessId).toBeGreaterThan(0);
  });

  it('refuses the other role with 403', async () => {
    const consumer = await createVerifiedUser(t, 'CONSUMER');
    const response = await probe.request('/business', withToken(consumer.token));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(ACCESS_MESSAGES.forbidden);
  });

  it('refuses an expired session with 401 and slides a used one forward', async () => {
    const user = await createVerifiedUser(t);
    const soon = new Date(Date.now() + 60_000);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await probe.request('/any', withToken(user.token))).status).toBe(200);
    const [slid] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(slid?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);

    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await probe.request('/any', withToken(user.token))).status).toBe(401);
  });

  it('ends a session 90 days after it was opened however much it is used', async () => {
    const user = await createVerifiedUser(t);
    const day = 24 * 60 * 60_000;
    const opened = Date.now() - 89 * day - 23 * 60 * 60_000;
    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(opened), lastSeenAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(sessions.userId, user.id));
    // Used an hour before its end: it slides, but not past 90 days from its opening.
    expect((await probe.request('/any', withToken(user.token))).status).toBe(200);
    const [slid] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(slid?.expiresAt.getTime()).toBe(opened + 90 * day);

    await t.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 90 * day - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await probe.request('/any', withToken(user.token))).status).toBe(401);
  });

  // Every authenticated request pays for its session check: it is one statement (the session, its
  // user and the user's business together), plus the hourly slide. A second statement here would
  // be paid by every request of every signed-in user.
  it('checks a session with one statement, and refuses bad input after it without another', async () => {
    const user = await createVerifiedUser(t);
    const business = await createVerifiedUser(t, 'BUSINESS');
    await probe.request('/any', withToken(user.token)); // a fresh session: its slide is not due
    const recorder = recordQueries(t.deps.db);
    try {
      expect((await probe.request('/any', withToken(user.token))).status).toBe(200);
      expect((await probe.request('/business', withToken(business.token))).status).toBe(200);
      expect((await probe.request('/business', withToken(user.token))).status).toBe(403);
      expect((await probe.request('/any', withToken('revoked-or-wrong'))).status).toBe(401);
      expect((await probe.request('/any')).status).toBe(401);
      expect(recorder.statements).toHaveLength(4);
      recorder.statements.length = 0;
      // A real route whose body is refused (400): the session check, then nothing more.
      const refused = await t.app.request('/auth/me', jsonRequest('PUT', { first_name: 42 }, user.token));
      expect(refused.status).toBe(400);
      expect(recorder.statements).toHaveLength(1);
    } finally {
      recorder.stop();
    }
  });

  it('lets optionalAuth through with or without a session', async () => {
    const user = await createVerifiedUser(t);
    expect(await (await probe.request('/public')).json()).toEqual({ auth: null });
    expect(await (await probe.request('/public', withToken('revoked-or-wrong'))).json()).toEqual({
      auth: null,
    });
    const withSession = (await (await probe.request('/public', withToken(user.token))).json()) as {
      auth: { userId: number };
    };
    expect(withSession.auth.userId).toBe(user.id);
  });
});
