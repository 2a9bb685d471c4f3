import { type Announcement, type AnnouncementForm, MESSAGES } from '@keyclub/domain';
import { and, eq } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { assertOwnMembership } from './announcement-profile.ts';
import { findAnnouncement } from './announcement-rows.ts';
import { draftConflict } from './draft-conflict.ts';
import { sendAnnouncement } from './send-announcement.ts';

/**
 * PUT /announcement/up/{id}: rewrites the business's draft, and sends it when the form says ACTIVE.
 * A sent (or archived) announcement cannot be edited (409); another business's is not found (404).
 */
export async function updateAnnouncement(
  deps: { db: Database; storage: Storage },
  businessId: number,
  id: number,
  form: AnnouncementForm,
): Promise<Announcement> {
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(announcements)
      .set({ tokenProfileId: form.token_profile_id, subject: form.subject, message: form.message })
      .where(
        and(
          eq(announcements.id, id),
          eq(announcements.businessId, businessId),
          eq(announcements.status, 'PENDING'),
        ),
      )
      .returning({ id: announcements.id });
    if (!updated) {
      throw await draftConflict(tx, {
        id,
        businessId,
        sentMessage: MESSAGES.announcements.sentCannotBeEdited,
      });
    }
    await assertOwnMembership(tx, businessId, form.token_profile_id);
    if (form.status === 'ACTIVE') await sendAnnouncement(tx, { id, businessId });
  });
  const saved = await findAnnouncement(deps.db, deps.storage, { role: 'BUSINESS', businessId }, id);
  if (!saved) throw new Error(`Announcement ${id} vanished after it was updated`);
  return saved;
}
