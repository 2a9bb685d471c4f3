import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verificationCodes } from '../../db/schema/index.ts';
import { createVerifiedUser } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { codeMail } from './code-mails.ts';
import { issueCode, useCode } from './codes.ts';

const SECRET = 'a-test-secret-that-is-long-enough-123';

describe.each(productionEngine())('mailed codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_SECRET: SECRET });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores an HMAC keyed with AUTH_SECRET, not a hash anyone can recompute from a leaked row', async () => {
    const user = await createVerifiedUser(t);
    const code = await issueCode(t.deps, { userId: user.id, purpose: 'PASSWORD_RESET' });
    const rows = await t.deps.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.id))
      .orderBy(verificationCodes.id);
    const stored = rows.at(-1)?.codeHash;
    const message = `${user.id}:PASSWORD_RESET:${code}`;
    expect(stored).toBe(createHmac('sha256', SECRET).update(message).digest('hex'));
    expect(stored).not.toBe(createHash('sha256').update(message).digest('hex'));

    // A server with another secret cannot use the row.
    const elsewhere = { db: t.deps.db, env: { authSecret: `${SECRET}-other` } };
    await expect(useCode(elsewhere, { userId: user.id, purpose: 'PASSWORD_RESET', code })).rejects.toThrow();
    expect(await useCode(t.deps, { userId: user.id, purpose: 'PASSWORD_RESET', code })).toBeNull();
  });

  it('accepts a code until 10 minutes after it was mailed and never after, as its mail says', async () => {
    const user = await createVerifiedUser(t);
    const mailedAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: mailedAt });
    const early = await issueCode(t.deps, { userId: user.id, purpose: 'PASSWORD_RESET' });
    vi.setSystemTime(mailedAt + 9 * 60_000 + 50_000);
    expect(await useCode(t.deps, { userId: user.id, purpose: 'PASSWORD_RESET', code: early })).toBeNull();

    vi.setSystemTime(mailedAt);
    const late = await issueCode(t.deps, { userId: user.id, purpose: 'PASSWORD_RESET' });
    vi.setSystemTime(mailedAt + 10 * 60_000 + 1_000);
    await expect(useCode(t.deps, { userId: user.id, purpose: 'PASSWORD_RESET', code: late })).rejects.toThrow(
      'The verification code is incorrect or has expired.',
    );
    expect(codeMail('PASSWORD_RESET', user.email, late).text).toContain('The code expires in 10 minutes');
  });
});
