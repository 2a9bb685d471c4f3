import type { Announcement } from '@keyclub/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements, announcementUsers, businesses, files, tokenProfiles } from '../../db/schema/index.ts';

/** Who reads: the business sees its own announcements with their statistics, a consumer their receipts. */
export type AnnouncementReader =
  | { role: 'BUSINESS'; businessId: number }
  | { role: 'CONSUMER'; userId: number };

const thumbnailKey = sql<string | null>`(
  select coalesce(art.thumbnail_key, art.storage_key) from ${files} as art
  where art.id = ${tokenProfiles.artImageFileId})`;

// The statistics come from the unique (announcement_id, user_id) index, per row of the page.
const userCount = sql<number>`(select count(*)::int from ${announcementUsers} as sent
  where sent.announcement_id = ${announcements.id})`;
const readCount = sql<number>`(select count(*)::int from ${announcementUsers} as sent
  where sent.announcement_id = ${announcements.id} and sent.is_read)`;

const columns = {
  announcement: announcements,
  profileTitle: tokenProfiles.title,
  thumbnailKey,
  businessName: businesses.name,
};

/**
 * The announcements `where` selects, as the reader sees them, in one query: newest first, with the
 * membership's thumbnail and the business's name; for a business the statistics, for a consumer
 * their receipt (which `where` may filter on). `page` limits it.
 */
export async function selectAnnouncements(
  db: Database,
  storage: Storage,
  reader: AnnouncementReader,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Announcement[]> {
  const base =
    reader.role === 'BUSINESS'
      ? db
          .select({ ...columns, userCount, readCount, isRead: sql<null>`null` })
          .from(announcements)
          .where(and(eq(announcements.businessId, reader.businessId), where))
          .orderBy(desc(announcements.createdAt), desc(announcements.id))
      : db
          .select({
            ...columns,
            userCount: sql<null>`null`,
            readCount: sql<null>`null`,
            isRead: announcementUsers.isRead,
          })
          .from(announcementUsers)
          .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
          .where(and(eq(announcementUsers.userId, reader.userId), eq(announcements.status, 'ACTIVE'), where))
          // The inbox index's order: receipts are written when the announcement is sent.
          .orderBy(desc(announcementUsers.createdAt), desc(announcementUsers.id));
  const rows = await base
    .$dynamic()
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, announcements.tokenProfileId))
    .innerJoin(businesses, eq(businesses.id, announcements.businessId))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => toAnnouncement(row, storage));
}

type Row = {
  announcement: typeof announcements.$inferSelect;
  profileTitle: string;
  thumbnailKey: string | null;
  businessName: string;
  userCount: number | null;
  readCount: number | null;
  isRead: boolean | null;
};

function toAnnouncement(row: Row, storage: Storage): Announcement {
  const { announcement } = row;
  return {
    id: announcement.id,
    subject: announcement.subject,
    message: announcement.message,
    status: announcement.status,
    created_at: (announcement.sentAt ?? announcement.createdAt).toISOString(),
    token_profile_id: announcement.tokenProfileId,
    token_profile: {
      id: announcement.tokenProfileId,
      title: row.profileTitle,
      thumbnail: row.thumbnailKey ? { url: storage.url(row.thumbnailKey) } : null,
    },
    business: { id: announcement.businessId, name: row.businessName },
    announcement_user: row.isRead === null ? [] : [{ is_read: row.isRead }],
    user_count: row.userCount,
    read_count: row.readCount,
  };
}

/** One announcement as the reader may see it, or null (not theirs, not received, or not sent). */
export async function findAnnouncement(
  db: Database,
  storage: Storage,
  reader: AnnouncementReader,
  id: number,
): Promise<Announcement | null> {
  const [found] = await selectAnnouncements(db, storage, reader, eq(announcements.id, id), {
    limit: 1,
    offset: 0,
  });
  return found ?? null;
}
