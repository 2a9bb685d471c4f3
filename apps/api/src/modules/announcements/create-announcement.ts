import type { Announcement, AnnouncementForm } from '@keyclub/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { assertOwnMembership } from './announcement-profile.ts';
import { findAnnouncement } from './announcement-rows.ts';
import { sendAnnouncement } from './send-announcement.ts';

/** POST /announcement: a draft of the business, sent at once when the form says ACTIVE ('Create and Post'). */
export async function createAnnouncement(
  deps: { db: Database; storage: Storage },
  businessId: number,
  form: AnnouncementForm,
): Promise<Announcement> {
  const id = await deps.db.transaction(async (tx) => {
    await assertOwnMembership(tx, businessId, form.token_profile_id);
    const [draft] = await tx
      .insert(announcements)
      .values({
        businessId,
        tokenProfileId: form.token_profile_id,
        subject: form.subject,
        message: form.message,
      })
      .returning({ id: announcements.id });
    if (!draft) throw new Error('Inserting the announcement returned nothing');
    if (form.status === 'ACTIVE') await sendAnnouncement(tx, { id: draft.id, businessId });
    return draft.id;
  });
  const created = await findAnnouncement(deps.db, deps.storage, { role: 'BUSINESS', businessId }, id);
  if (!created) throw new Error(`Announcement ${id} vanished after it was created`);
  return created;
}
