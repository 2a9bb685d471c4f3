import { type Announcement, MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements, announcementUsers } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type AnnouncementReader, findAnnouncement } from './announcement-rows.ts';

/**
 * PUT /announcement/archive: a business archives its announcement (drafts and sent ones alike; it
 * leaves every list, its recipients' too, and the bell's count); a consumer archives their receipt
 * (it leaves their list and count). Archiving again changes nothing. Not theirs: 404.
 */
export async function archiveAnnouncement(
  deps: { db: Database; storage: Storage },
  reader: AnnouncementReader | null,
  id: number,
): Promise<Announcement> {
  const archived =
    reader?.role === 'BUSINESS'
      ? await deps.db
          .update(announcements)
          .set({ status: 'ARCHIVED' })
          .where(and(eq(announcements.id, id), eq(announcements.businessId, reader.businessId)))
          .returning({ id: announcements.id })
      : reader?.role === 'CONSUMER'
        ? await deps.db
            .update(announcementUsers)
            .set({ isArchived: true })
            .where(and(eq(announcementUsers.announcementId, id), eq(announcementUsers.userId, reader.userId)))
            .returning({ id: announcementUsers.id })
        : [];
  const found =
    reader && archived.length > 0 ? await findAnnouncement(deps.db, deps.storage, reader, id) : null;
  // A consumer's receipt of an announcement its business archived is gone from their view as well.
  if (!found) throw notFound(MESSAGES.announcements.notFound);
  return found;
}
