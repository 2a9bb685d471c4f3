import type { Announcement, PageMeta } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export interface AnnouncementPage {
  data: Announcement[];
  meta: PageMeta;
}

/**
 * GET /announcements, one page newest first: a business's own announcements with their statistics,
 * or the announcements a consumer received, each with their receipt.
 */
export async function fetchAnnouncementPage(
  query: Pick<PageMeta, 'page' | 'limit'>,
): Promise<AnnouncementPage> {
  return api.get('announcements', { searchParams: query }).json<AnnouncementPage>();
}

export const announcementPageQueryOptions = (query: Pick<PageMeta, 'page' | 'limit'>) =>
  queryOptions({
    queryKey: queryKeys.announcements.page(query),
    queryFn: () => fetchAnnouncementPage(query),
    placeholderData: keepPreviousData,
  });

export const useAnnouncementPage = (query: Pick<PageMeta, 'page' | 'limit'>) =>
  useQuery(announcementPageQueryOptions(query));

/** The bell's menu: the newest few received announcements (GET /announcements?is_quick_notification=true). */
export async function fetchQuickAnnouncements(): Promise<Announcement[]> {
  const page = await api
    .get('announcements', { searchParams: { is_quick_notification: true } })
    .json<AnnouncementPage>();
  return page.data;
}

export const useQuickAnnouncements = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.announcements.quick, queryFn: fetchQuickAnnouncements, enabled });
