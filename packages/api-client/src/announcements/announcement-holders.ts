import type { AnnouncementHolders } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /announcements/holders: how many people an announcement about the membership would reach now. */
export async function fetchAnnouncementHolders(tokenProfileId: number): Promise<number> {
  const searchParams = { token_profile_id: tokenProfileId };
  return (await api.get('announcements/holders', { searchParams }).json<DataAnswer<AnnouncementHolders>>())
    .data.holder_count;
}

/**
 * The count a send is confirmed with: always read afresh (people buy and sell meanwhile); its
 * screen shows a failure inline with Retry, so neither toast nor overlay.
 */
export const useAnnouncementHolders = (tokenProfileId: number | null) =>
  useQuery({
    queryKey: queryKeys.announcements.holders(tokenProfileId ?? 0),
    queryFn: () => fetchAnnouncementHolders(tokenProfileId ?? 0),
    enabled: tokenProfileId !== null,
    staleTime: 0,
    meta: { silent: true, background: true },
  });
