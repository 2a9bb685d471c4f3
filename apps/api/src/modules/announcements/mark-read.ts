import { type Announcement, MESSAGES } from '@keyclub/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements, announcementUsers } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findAnnouncement } from './announcement-rows.ts';

/**
 * PUT /announcement/read/{id}: the consumer opened an announcement they received. Only an unread
 * receipt changes (its first `read_at` stays), so repeating it does nothing. Not received: 404.
 */
export async function markRead(
  deps: { db: Database; storage: Storage },
  userId: number,
  id: number,
): Promise<Announcement> {
  await deps.db
    .update(announcementUsers)
    .set({ isRead: true, readAt: sql`now()` })
    .where(
      and(
        eq(announcementUsers.announcementId, id),
        eq(announcementUsers.userId, userId),
        not(announcementUsers.isRead),
        sql`exists (select 1 from ${announcements} as posted
          where posted.id = ${announcementUsers.announcementId} and posted.status = 'ACTIVE')`,
      ),
    );
  const read = await findAnnouncement(deps.db, deps.storage, { role: 'CONSUMER', userId }, id);
  if (!read) throw notFound(MESSAGES.announcements.notFound);
  return read;
}
