import { type Announcement, type AnnouncementPublishRequest, MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { findAnnouncement } from './announcement-rows.ts';
import { draftConflict } from './draft-conflict.ts';
import { sendAnnouncement } from './send-announcement.ts';

/**
 * PUT /announcement/publish ('Send now'): sends the business's draft to the holders of the
 * membership it names (R11). Sent already: 409; written for another membership: 400; not the
 * business's: 404. The answer does not wait for the mails: they are queued.
 */
export async function publishAnnouncement(
  deps: { db: Database; storage: Storage },
  businessId: number,
  request: AnnouncementPublishRequest,
): Promise<Announcement> {
  const id = request.announcement_id;
  await deps.db.transaction(async (tx) => {
    const sent = await sendAnnouncement(tx, {
      id,
      businessId,
      also: eq(announcements.tokenProfileId, request.token_profile_id),
    });
    if (sent) return;
    const [draft] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.id, id),
          eq(announcements.businessId, businessId),
          eq(announcements.status, 'PENDING'),
        ),
      );
    if (draft) {
      const message = MESSAGES.announcements.otherMembership;
      throw new HttpError(400, message, [{ field: 'token_profile_id', message }]);
    }
    throw await draftConflict(tx, { id, businessId, sentMessage: MESSAGES.announcements.alreadySent });
  });
  const published = await findAnnouncement(deps.db, deps.storage, { role: 'BUSINESS', businessId }, id);
  if (!published) throw new Error(`Announcement ${id} vanished after it was published`);
  return published;
}
