import { createHash, randomBytes } from 'node:crypto';
import type { UserRole } from '@keyclub/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { businesses, sessions, users } from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A used session's expiry is pushed forward at most this often, so requests rarely write. */
const SLIDE_EVERY_MS = 60 * 60_000;
/** However much it is used, a session ends this long after it was opened (then log in again). */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

export type SessionUser = {
  sessionId: number;
  userId: number;
  role: UserRole;
  businessId: number | null;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session for the user; answers the access token (32 random bytes), stored only as a hash. */
export async function createSession(
  db: Database,
  input: { userId: number; ttlDays: number; userAgent?: string | undefined; clientIp?: string | undefined },
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      userAgent: input.userAgent?.slice(0, 500),
      clientIp: input.clientIp,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + Math.min(input.ttlDays * DAY_MS, SESSION_MAX_AGE_MS)),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Inserting the session returned nothing');
  return { token, sessionId: row.id };
}

/** The session, its user and the user's business in one statement (a session's whole check). */
const liveSessionQuery = (db: Database) =>
  db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      role: users.roleName,
      businessId: businesses.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businesses, eq(businesses.ownerId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.createdAt, sql.placeholder('openedAfter')),
        ne(users.status, 'ARCHIVED'),
      ),
    )
    .limit(1)
    .prepare('live_session');

// Every authenticated request runs this: drizzle builds its SQL once per database, and PostgreSQL
// parses and plans it once per connection (a named prepared statement), not on every request.
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

function liveSessionQueryOf(db: Database) {
  const known = liveSessionQueries.get(db);
  if (known) return known;
  const query = liveSessionQuery(db);
  liveSessionQueries.set(db, query);
  return query;
}

/**
 * The live session of an access token: not revoked, not expired, not older than the absolute
 * lifetime, its user not archived. Using it slides its expiry to `ttlDays` from now (written at
 * most hourly), never past the absolute lifetime.
 */
export async function findLiveSession(
  db: Database,
  token: string,
  ttlDays: number,
): Promise<SessionUser | null> {
  const now = new Date();
  const [row] = await liveSessionQueryOf(db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
    openedAfter: new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString(),
  });
  if (!row) return null;
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        expiresAt: new Date(
          Math.min(now.getTime() + ttlDays * DAY_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS),
        ),
      })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, role: row.role, businessId: row.businessId };
}

export async function revokeSession(db: Database, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of the user, except `keepSessionId` when given (the one making the change). */
export async function revokeUserSessions(db: Database, userId: number, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** Whether the user ever opened a session from this IP (rows are kept 30 days after they end). */
export async function isKnownIp(db: Database, userId: number, clientIp: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.clientIp, clientIp)))
    .limit(1);
  return Boolean(row);
}
