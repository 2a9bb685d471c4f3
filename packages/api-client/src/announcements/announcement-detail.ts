import type { Announcement } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /announcement/{id}: the business's own (any status) or one the consumer received. */
export async function fetchAnnouncement(id: number): Promise<Announcement> {
  return (await api.get(`announcement/${id}`).json<DataAnswer<Announcement>>()).data;
}

export const announcementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.announcements.detail(id),
    queryFn: () => fetchAnnouncement(id),
    retry: false,
    // The announcement page shows 'Announcement not found.' itself.
    meta: { pageShowsNotFound: true },
  });

export const useAnnouncement = (id: number) => useQuery(announcementQueryOptions(id));
