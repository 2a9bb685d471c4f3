import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index.ts';
import { createVerifiedUser } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { issueCode, useCode } from './codes.ts';

const SECRET = 'a-test-secret-that-is-long-enough-123';

describe.each(databaseKinds())('mailed codes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_SECRET: SECRET });
  });
  afterAll(() => t.close());

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
});
