import type { BusinessInsight, PlatformFigures } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';

/** The viewer's time zone: the figures count days and hours as the viewer lives them. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /insight: the signed-in business's dashboard charts. */
export async function fetchBusinessInsight(tz: string): Promise<BusinessInsight> {
  return (await api.get('insight', { searchParams: { tz } }).json<{ data: BusinessInsight }>()).data;
}

export const useBusinessInsight = () => {
  const tz = viewerZone();
  // Silent: the dashboard shows a failed read in place, with Retry.
  return useQuery({
    queryKey: ['insight', tz] as const,
    queryFn: () => fetchBusinessInsight(tz),
    meta: { silent: true },
  });
};

/** GET /operator/figures: the platform per day, for operators. */
export async function fetchPlatformFigures(tz: string): Promise<PlatformFigures> {
  return (await api.get('operator/figures', { searchParams: { tz } }).json<{ data: PlatformFigures }>()).data;
}

export const usePlatformFigures = () => {
  const tz = viewerZone();
  return useQuery({
    queryKey: ['operator', 'figures', tz] as const,
    queryFn: () => fetchPlatformFigures(tz),
    meta: { silent: true },
  });
};
