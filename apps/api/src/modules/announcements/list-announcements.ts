import type { Announcement, PageMeta } from '@keyclub/domain';
import { and, count, eq, ne, not } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements, announcementUsers } from '../../db/schema/index.ts';
import { type AnnouncementReader, selectAnnouncements } from './announcement-rows.ts';

/**
 * GET /announcements: a business's own announcements that are not archived, or the announcements a
 * consumer received and has not archived (while the business has not archived them either), newest
 * first: the page and its total, each on its index.
 */
export async function listAnnouncements(
  deps: { db: Database; storage: Storage },
  reader: AnnouncementReader | null,
  { page, limit }: { page: number; limit: number },
): Promise<{ data: Announcement[]; meta: PageMeta }> {
  if (!reader) return { data: [], meta: { page, limit, total: 0 } };
  const where =
    reader.role === 'BUSINESS' ? ne(announcements.status, 'ARCHIVED') : not(announcementUsers.isArchived);
  const data = await selectAnnouncements(deps.db, deps.storage, reader, where, {
    limit,
    offset: (page - 1) * limit,
  });
  const [total] =
    reader.role === 'BUSINESS'
      ? await deps.db
          .select({ total: count() })
          .from(announcements)
          .where(and(eq(announcements.businessId, reader.businessId), where))
      : await deps.db
          .select({ total: count() })
          .from(announcementUsers)
          .innerJoin(announcements, eq(announcements.id, announcementUsers.announcementId))
          .where(and(eq(announcementUsers.userId, reader.userId), eq(announcements.status, 'ACTIVE'), where));
  return { data, meta: { page, limit, total: total?.total ?? 0 } };
}
