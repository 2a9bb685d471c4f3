import { type Announcement, MESSAGES } from '@keyclub/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type AnnouncementReader, findAnnouncement } from './announcement-rows.ts';

/**
 * GET /announcement/{id}: the owning business sees it in any status, with its statistics; a consumer
 * only one they received that is still posted. Anyone else: 404. Reading does not mark it read.
 */
export async function getAnnouncement(
  deps: { db: Database; storage: Storage },
  reader: AnnouncementReader | null,
  id: number,
): Promise<Announcement> {
  const found = reader ? await findAnnouncement(deps.db, deps.storage, reader, id) : null;
  if (!found) throw notFound(MESSAGES.announcements.notFound);
  return found;
}
