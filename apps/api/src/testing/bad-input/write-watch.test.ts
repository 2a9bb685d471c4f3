import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { signedInUser } from '../fixtures/membership-fixtures.ts';
import { createTestApp } from '../test-app.ts';
import { productionEngine } from '../test-database.ts';
import { watchWrites } from './write-watch.ts';

// The bad-input suite's "nothing written" (write-watch.ts) must see a write, or its property could
// not fail: each kind of write it is meant to catch, and the bookkeeping it is meant to let pass.

const [engine = 'pglite'] = productionEngine();
const t = await createTestApp(engine);
afterAll(() => t.close());
const user = await signedInUser(t, 'CONSUMER');

describe(`the bad-input write watch on ${engine}`, () => {
  it('names the table of an insert, update or delete, and only once', async () => {
    const writes = await watchWrites(t.deps, t.deps.env.storageDir);
    try {
      expect(await writes.changes()).toEqual([]);
      await t.deps.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.userId));
      expect(await writes.changes()).toEqual(['users']);
      expect(await writes.changes()).toEqual([]);
      const other = await signedInUser(t, 'CONSUMER');
      expect(await writes.changes()).toEqual(['sessions', 'users']);
      await t.deps.db.delete(sessions).where(eq(sessions.userId, other.userId));
      expect(await writes.changes()).toEqual(['sessions']);
    } finally {
      writes.stop();
    }
  });

  it('lets a session’s sliding expiry pass, not its revocation; a rolled-back write is none', async () => {
    const writes = await watchWrites(t.deps, t.deps.env.storageDir);
    try {
      const mine = eq(sessions.userId, user.userId);
      await t.deps.db.update(sessions).set({ lastSeenAt: new Date(), expiresAt: new Date() }).where(mine);
      expect(await writes.changes()).toEqual([]);
      await t.deps.db.update(sessions).set({ revokedAt: new Date() }).where(mine);
      expect(await writes.changes()).toEqual(['sessions']);
      await t.deps.db
        .transaction(async (tx) => {
          await tx.update(users).set({ lastName: 'Gone' }).where(eq(users.id, user.userId));
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await writes.changes()).toEqual([]);
    } finally {
      writes.stop();
    }
  });
});
