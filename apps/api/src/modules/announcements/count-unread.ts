import type { AnnouncementUnread } from '@keyclub/domain';
import { and, count, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announcements, announcementUsers } from '../../db/schema/index.ts';

/** GET /announcements/unread: the consumer's received announcements they have neither opened nor archived. */
export async function countUnread(db: Database, userId: number): Promise<AnnouncementUnread> {
  const [row] = await db
    .select({ numUnread: count() })
    .from(announcementUsers)
    .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
    .where(
      and(
        eq(announcementUsers.userId, userId),
        not(announcementUsers.isRead),
        not(announcementUsers.isArchived),
        eq(announcements.status, 'ACTIVE'),
      ),
    );
  return { num_unread: row?.numUnread ?? 0 };
}
