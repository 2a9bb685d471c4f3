import { formatDateTimeInZone } from '@keyclub/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiCalls } from './api.ts';

/**
 * A viewer's zone away from the machine's (UTC here): the owned expiry is written in the viewer's
 * zone with the zone named, so a page read in UTC would fail these specs.
 */
export const VIEWER_TIME_ZONE = 'America/New_York';

/** The copy's expiry (GET /tokens/{id} as its owner reads it), written as the page shows it to the viewer. */
export async function ownersExpiry(request: APIRequestContext, copyId: number, accessToken: string) {
  const copy = await apiCalls(request, accessToken).token(copyId);
  if (copy.expires_at === null) throw new Error(`copy ${copyId} never expires`);
  return formatDateTimeInZone(copy.expires_at, VIEWER_TIME_ZONE);
}
