import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, sessions, users } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60_000;
/** A used session's expiry is pushed forward at most this often, so requests rarely write. */
const SLIDE_EVERY_MS = 60 * 60_000;

export type SessionUser = {
  sessionId: number;
  userId: number;
  role: 'BUSINESS' | 'CONSUMER';
  businessId: number | null;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session for the user; answers the access token (32 random bytes), stored only as a hash. */
export async function createSession(
  db: Database,
  input: { userId: number; ttlDays: number; userAgent?: string | undefined },
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      userAgent: input.userAgent?.slice(0, 500),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + input.ttlDays * DAY_MS),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('Inserting the session returned nothing');
  return { token, sessionId: row.id };
}

/**
 * The live session of an access token: not revoked, not expired, its user not archived. Using it
 * slides its expiry to `ttlDays` from now (written at most hourly).
 */
export async function findLiveSession(
  db: Database,
  token: string,
  ttlDays: number,
): Promise<SessionUser | null> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
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
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ne(users.status, 'ARCHIVED'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlDays * DAY_MS) })
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
