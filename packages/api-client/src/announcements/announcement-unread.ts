import type { AnnouncementUnread } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** How often the bell asks for new announcements while the app is open. */
export const UNREAD_REFRESH_MS = 60_000;

/** GET /announcements/unread: the consumer's unread count (the bell's badge). */
export async function fetchUnreadAnnouncements(): Promise<number> {
  return (await api.get('announcements/unread').json<DataAnswer<AnnouncementUnread>>()).data.num_unread;
}

export const useUnreadAnnouncements = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.announcements.unread,
    queryFn: fetchUnreadAnnouncements,
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
  });
