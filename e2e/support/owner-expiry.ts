import { formatDateTimeInZone } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './ports.ts';

/**
 * A viewer's zone away from the machine's (UTC here): the owned expiry is written in the viewer's
 * zone with the zone named, so a page read in UTC would fail these specs.
 */
export const VIEWER_TIME_ZONE = 'America/New_York';

/** The copy's expiry (GET /tokens/{id} as its owner reads it), written as the page shows it to the viewer. */
export async function ownersExpiry(request: APIRequestContext, copyId: number, accessToken: string) {
  const answer = await request.get(`${apiUrl}/tokens/${copyId}`, {
    headers: { 'x-access-token': accessToken },
  });
  const { data } = (await answer.json()) as { data: { expires_at: string | null } };
  if (data.expires_at === null) throw new Error(`copy ${copyId} never expires`);
  return formatDateTimeInZone(data.expires_at, VIEWER_TIME_ZONE);
}
