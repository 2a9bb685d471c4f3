import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordHistory, users } from '../../db/schema/index.ts';
import { verifyPassword } from './password.ts';

/** True when `password` is the user's current password or any earlier one. */
export async function isPasswordReused(
  db: Database,
  user: { id: number; passwordHash: string },
  password: string,
): Promise<boolean> {
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.id));
  for (const hash of [user.passwordHash, ...earlier.map((row) => row.hash)]) {
    if (await verifyPassword(password, hash)) return true;
  }
  return false;
}

/** Replaces the password hash, keeping the old one in the history. */
export async function replacePassword(
  db: Database,
  user: { id: number; passwordHash: string },
  newHash: string,
  changes: Partial<typeof users.$inferInsert> = {},
) {
  await db.transaction(async (tx) => {
    await tx.insert(passwordHistory).values({ userId: user.id, passwordHash: user.passwordHash });
    await tx
      .update(users)
      .set({ ...changes, passwordHash: newHash })
      .where(eq(users.id, user.id));
  });
}
