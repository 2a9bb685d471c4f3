import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottleEvents, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { consumerSignupBody, createVerifiedUser, jsonRequest } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { sweepAuthRecords } from './sweep.ts';

const DAY = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.each(productionEngine())('sweepAuthRecords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('deletes sessions ended 30 days ago, throttle events past every window and dead codes', async () => {
    const { id: userId } = await createVerifiedUser(t);
    const session = (tokenHash: string, values: Partial<typeof sessions.$inferInsert>) => ({
      userId,
      tokenHash,
      expiresAt: new Date(Date.now() + DAY),
      ...values,
    });
    const made = await t.deps.db
      .insert(sessions)
      .values([
        session('expired-long-ago', { createdAt: daysAgo(70), expiresAt: daysAgo(31) }),
        session('revoked-long-ago', { createdAt: daysAgo(40), revokedAt: daysAgo(31) }),
        session('over-age', { createdAt: daysAgo(121) }),
        session('expired-lately', { createdAt: daysAgo(40), expiresAt: daysAgo(5) }),
        session('revoked-lately', { createdAt: daysAgo(10), revokedAt: daysAgo(1) }),
        session('live', {}),
      ])
      .returning({ tokenHash: sessions.tokenHash });
    const events = await t.deps.db
      .insert(authThrottleEvents)
      .values([
        { kind: 'LOGIN_FAILURE', subject: 'sweep:old', createdAt: daysAgo(3) },
        { kind: 'LOGIN_FAILURE', subject: 'sweep:recent', createdAt: daysAgo(0.5) },
      ])
      .returning({ subject: authThrottleEvents.subject });
    const code = (codeHash: string, expiresAt: Date) => ({
      userId,
      purpose: 'PASSWORD_RESET' as const,
      codeHash,
      expiresAt,
    });
    const codes = await t.deps.db
      .insert(verificationCodes)
      .values([
        code('dead', daysAgo(2)),
        code('lately-expired', daysAgo(0.5)),
        code('live', new Date(Date.now() + 60_000)),
      ])
      .returning({ codeHash: verificationCodes.codeHash });

    const deleted = await sweepAuthRecords(t.deps.db);
    expect(deleted).toMatchObject({ sessions: 3, throttleEvents: 1, codes: 1 });
    const left = async () => ({
      sessions: (
        await t.deps.db
          .select({ tokenHash: sessions.tokenHash })
          .from(sessions)
          .where(
            inArray(
              sessions.tokenHash,
              made.map((row) => row.tokenHash),
            ),
          )
      ).map((row) => row.tokenHash),
      events: (
        await t.deps.db
          .select({ subject: authThrottleEvents.subject })
          .from(authThrottleEvents)
          .where(
            inArray(
              authThrottleEvents.subject,
              events.map((row) => row.subject),
            ),
          )
      ).map((row) => row.subject),
      codes: (
        await t.deps.db
          .select({ codeHash: verificationCodes.codeHash })
          .from(verificationCodes)
          .where(
            inArray(
              verificationCodes.codeHash,
              codes.map((row) => row.codeHash),
            ),
          )
      ).map((row) => row.codeHash),
    });
    expect(await left()).toEqual({
      sessions: expect.arrayContaining(['expired-lately', 'revoked-lately', 'live']),
      events: ['sweep:recent'],
      codes: expect.arrayContaining(['lately-expired', 'live']),
    });
    expect((await left()).sessions).toHaveLength(3);
    expect((await left()).codes).toHaveLength(2);
  });
  it('deletes PENDING (unverified) accounts a day after their signup, and no other account', async () => {
    const signup = async () => {
      const response = await t.app.request('/auth/signup', jsonRequest('POST', consumerSignupBody()));
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const [stale, fresh, active] = [await signup(), await signup(), (await createVerifiedUser(t)).id];
    const age = (id: number, createdAt: Date) =>
      t.deps.db.update(users).set({ createdAt }).where(eq(users.id, id));
    await age(stale, daysAgo(1.01));
    await age(fresh, daysAgo(0.99));
    await age(active, daysAgo(30));

    expect(await sweepAuthRecords(t.deps.db)).toMatchObject({ pendingAccounts: 1 });
    const left = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale, fresh, active]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([fresh, active].sort((a, b) => a - b));
  });
});
