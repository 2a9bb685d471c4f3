import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createVerifiedUser, uniqueAccount } from '../../testing/test-accounts.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bothEngines } from '../../testing/test-database.ts';
import { uniqueViolationField } from './user-lookups.ts';

describe.each(bothEngines())('uniqueViolationField on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('names the field whose unique index refused a write that raced past the availability check', async () => {
    const { id } = await createVerifiedUser(t);
    const [taken] = await t.deps.db.select().from(users).where(eq(users.id, id));
    if (!taken) throw new Error('The user was not created');
    const insertWith = (values: Partial<typeof users.$inferInsert>) => {
      const fresh = uniqueAccount('race');
      return t.deps.db
        .insert(users)
        .values({
          email: fresh.email,
          username: fresh.username,
          phoneNumber: `+1415${fresh.phone_number.replace(/\D/g, '').slice(-7)}`,
          passwordHash: 'unused',
          roleName: 'CONSUMER',
          // Only accounts past PENDING hold their username and phone number.
          status: 'ACTIVE',
          ...values,
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
    };

    expect(uniqueViolationField(await insertWith({ email: taken.email.toUpperCase() }))).toBe('email');
    expect(uniqueViolationField(await insertWith({ username: taken.username.toUpperCase() }))).toBe(
      'username',
    );
    expect(uniqueViolationField(await insertWith({ phoneNumber: taken.phoneNumber }))).toBe('phone_number');
    expect(uniqueViolationField(new Error('connection lost'))).toBeNull();
  });
});
