import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHistory, users } from '../../db/schema/index.ts';
import { createVerifiedUser } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { productionEngine } from '../../testing/test-database.ts';
import { hashPassword } from './password.ts';
import { isPasswordReused, REMEMBERED_PASSWORDS, replacePassword } from './password-history.ts';

describe.each(productionEngine())('password history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userRow = async (id: number) => {
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('no user');
    return row;
  };

  it('remembers the current password and the 4 before it, and keeps no older hashes', async () => {
    const { id } = await createVerifiedUser(t);
    const passwords = Array.from({ length: 7 }, (_, n) => `Password!${n}a`);
    for (const password of passwords) {
      await replacePassword(
        t.deps.db,
        await userRow(id),
        await hashPassword(password, t.deps.env.passwordScryptCost),
      );
    }
    // Current: Password!6a; remembered: 2a to 5a; 0a, 1a and the signup password are forgotten.
    const user = await userRow(id);
    for (const password of passwords.slice(2))
      expect(await isPasswordReused(t.deps.db, user, password)).toBe(true);
    for (const password of passwords.slice(0, 2)) {
      expect(await isPasswordReused(t.deps.db, user, password)).toBe(false);
    }
    const kept = await t.deps.db.select().from(passwordHistory).where(eq(passwordHistory.userId, id));
    expect(kept).toHaveLength(REMEMBERED_PASSWORDS - 1);
  });
});
