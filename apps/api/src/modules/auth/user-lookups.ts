import { type ApiErrorItem, VALIDATION_MESSAGES as M } from '@keyclub/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ACCESS_MESSAGES } from '../../http/access-messages.ts';
import { HttpError } from '../../http/errors.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

const lowerEquals = (column: typeof users.email | typeof users.username, value: string) =>
  sql`lower(${column}) = ${value.trim().toLowerCase()}`;

/** The account of an email address, compared case-insensitively (as the unique index does). */
export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
  return row ?? null;
}

/** The caller's own account; gone (archived and purged) answers as a lost session. */
export async function loadSignedInUser(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, ACCESS_MESSAGES.loginRequired);
  return row;
}

export type UniqueField = 'email' | 'username' | 'phone_number';

/**
 * Whether the value is free for `field`; the caller's own account (exceptUserId) does not count,
 * nor, for username and phone number, a PENDING one.
 */
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
    .where(
      and(
        match,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        // A PENDING signup holds no username or phone number (its email it gives up to a new signup).
        field === 'email' ? undefined : ne(users.status, 'PENDING'),
      ),
    )
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

type DatabaseErrorFields = { code?: string; constraint?: string };

/** The database error itself, or the one Drizzle wrapped as its cause. */
const databaseError = (error: unknown): DatabaseErrorFields => {
  const outer = (error ?? {}) as DatabaseErrorFields & { cause?: DatabaseErrorFields };
  return outer.code ? outer : (outer.cause ?? {});
};

const UNIQUE_INDEX_FIELDS: Record<string, UniqueField> = {
  users_email_lower_key: 'email',
  users_username_lower_key: 'username',
  users_phone_number_key: 'phone_number',
};

/**
 * The field whose unique index refused a users write (two requests raced past the availability
 * check), or null when the error is no such unique_violation (Postgres code 23505).
 */
export function uniqueViolationField(error: unknown): UniqueField | null {
  const { code, constraint } = databaseError(error);
  return code === '23505' ? (UNIQUE_INDEX_FIELDS[constraint ?? ''] ?? null) : null;
}

/** The 409 for a value another account has, with the domain's message on its field. */
export const takenError = (field: UniqueField) =>
  new HttpError(409, TAKEN_MESSAGES[field], [{ field, message: TAKEN_MESSAGES[field] }]);

/**
 * The 409 of a verification whose username or phone number another account verified first (PENDING
 * signups hold neither); the email is still this account's, so signing up again replaces it.
 */
export const claimedError = (field: 'username' | 'phone_number') => {
  const message = field === 'username' ? AUTH_MESSAGES.usernameClaimed : AUTH_MESSAGES.phoneClaimed;
  return new HttpError(409, message, [{ field, message }]);
};

/** Runs an update that makes an account ACTIVE: a username or phone number taken meanwhile refuses it. */
export async function activateOrRefuse<T>(activate: () => Promise<T>): Promise<T> {
  try {
    return await activate();
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field === 'username' || field === 'phone_number') throw claimedError(field);
    throw error;
  }
}
