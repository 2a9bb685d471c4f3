import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordHistory, users } from '../../db/schema/index.ts';
import { type Urgency, verifyPassword } from './password.ts';

/**
 * A new password may not repeat the current one nor the 4 before it: 5 scrypt comparisons at
 * most (about half a second), and only after the caller passed its limit and its first check.
 */
export const REMEMBERED_PASSWORDS = 5;

/** True when `password` is the user's current password or one of the few before it. */
export async function isPasswordReused(
  db: Database,
  user: { id: number; passwordHash: string },
  password: string,
  urgency: Urgency = {},
): Promise<boolean> {
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.id))
    .limit(REMEMBERED_PASSWORDS - 1);
  for (const hash of [user.passwordHash, ...earlier.map((row) => row.hash)]) {
    if (await verifyPassword(password, hash, urgency)) return true;
  }
  return false;
}

/** Replaces the password hash, keeping the old one in the history (and no older ones than needed). */
export async function replacePassword(
  db: Database,
  user: { id: number; passwordHash: string },
  newHash: string,
  changes: Partial<typeof users.$inferInsert> = {},
) {
  await db.transaction(async (tx) => {
    await tx.insert(passwordHistory).values({ userId: user.id, passwordHash: user.passwordHash });
    const kept = tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user.id))
      .orderBy(desc(passwordHistory.id))
      .limit(REMEMBERED_PASSWORDS - 1);
    await tx
      .delete(passwordHistory)
      .where(and(eq(passwordHistory.userId, user.id), notInArray(passwordHistory.id, kept)));
    await tx
      .update(users)
      .set({ ...changes, passwordHash: newHash })
      .where(eq(users.id, user.id));
  });
}
