import { type Announcement, type AnnouncementForm, announcementSchema, dataEnvelope } from '@keyclub/domain';
import { api } from '../client.ts';
import { queryKeys, staleAfter } from '../query-keys.ts';
import { useWriteThenRefetch } from '../write-hooks.ts';

const announcementResponseSchema = dataEnvelope(announcementSchema);

export interface SaveAnnouncementRequest {
  /** Present when editing a draft: PUT /announcement/up/{id}; absent: POST /announcement. */
  id?: number;
  form: AnnouncementForm;
}

/** POST /announcement or PUT /announcement/up/{id}; `form.status` ACTIVE sends it. */
export async function saveAnnouncement({ id, form }: SaveAnnouncementRequest): Promise<Announcement> {
  const response =
    id === undefined
      ? await api.post('announcement', { json: form })
      : await api.put(`announcement/up/${id}`, { json: form });
  return announcementResponseSchema.parse(await response.json()).data;
}

/** PUT /announcement/publish ('Send now'). */
export async function publishAnnouncement(announcement: Pick<Announcement, 'id' | 'token_profile_id'>) {
  const response = await api.put('announcement/publish', {
    json: { announcement_id: announcement.id, token_profile_id: announcement.token_profile_id },
  });
  return announcementResponseSchema.parse(await response.json()).data;
}

/** PUT /announcement/archive: the business's announcement, or the consumer's copy of it. */
export async function archiveAnnouncement(id: number): Promise<Announcement> {
  const response = await api.put('announcement/archive', { json: { announcement_id: id } });
  return announcementResponseSchema.parse(await response.json()).data;
}

/** PUT /announcement/read/{id}: the consumer opened it (again: no change). */
export async function readAnnouncement(id: number): Promise<Announcement> {
  return announcementResponseSchema.parse(await api.put(`announcement/read/${id}`).json()).data;
}

/** A write's answer replaces the cached announcement; its lists, the bell's menu and badge refetch. */
const useAnnouncementWrite = <T>(write: (request: T) => Promise<Announcement>) =>
  useWriteThenRefetch(write, staleAfter.announcementWrite, (announcement) =>
    queryKeys.announcements.detail(announcement.id),
  );

export const useSaveAnnouncement = () => useAnnouncementWrite(saveAnnouncement);
export const usePublishAnnouncement = () => useAnnouncementWrite(publishAnnouncement);
export const useArchiveAnnouncement = () => useAnnouncementWrite(archiveAnnouncement);
export const useReadAnnouncement = () => useAnnouncementWrite(readAnnouncement);
