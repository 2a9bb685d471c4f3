import { type ApiErrorItem, VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = ${value.trim().toLowerCase()}`;

/** The account of an email address, compared case-insensitively (as the unique index does). */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
  return row ?? null;
}

export type UniqueField = 'email' | 'username' | 'phone_number';

/** Whether the value is free for `field`; the caller's own account (exceptUserId) does not count. */
export async function isAvailable(
  db: Database,
  field: UniqueField,
  value: string,
  exceptUserId?: number,
): Promise<boolean> {
  const match =
    field === 'email'
      ? lowerEquals(users.email, value)
      : field === 'username'
        ? lowerEquals(users.username, value)
        : eq(users.phoneNumber, value);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return !row;
}

const TAKEN_MESSAGES: Record<UniqueField, string> = {
  email: M.emailTaken,
  username: M.usernameTaken,
  phone_number: M.phoneTaken,
};

/** One error item per given field whose value another account already has. */
export async function takenFields(
  db: Database,
  values: Partial<Record<UniqueField, string>>,
  exceptUserId?: number,
): Promise<ApiErrorItem[]> {
  const items: ApiErrorItem[] = [];
  for (const field of Object.keys(values) as UniqueField[]) {
    const value = values[field];
    if (value && !(await isAvailable(db, field, value, exceptUserId)))
      items.push({ field, message: TAKEN_MESSAGES[field] });
  }
  return items;
}

/** Postgres unique_violation: two requests raced past the availability check. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};
