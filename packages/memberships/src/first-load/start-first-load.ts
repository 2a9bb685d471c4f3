// Entry `@keyclub/memberships/first-load`: what the consumer's index.html runs inline, before the
// app's code has arrived (docs/performance.md, "Data before code"). Kept free of React and the
// app's stores: the build inlines it, and every byte is in each page's document.
import { apiRequestUrl, sendEarlyRequest } from '@keyclub/api-client/early';
import { hasStoredAccessToken } from '@keyclub/app-state/stored-session';
import { framePaths } from '@keyclub/domain/paths';
import { preloadImage } from '../shared/lead-image-preload.ts';
import { firstLoadRequests } from './first-load-requests.ts';

/** The current page, or the one the shell's home redirects to (its query dropped, as the redirect does). */
const pageUrl = (homeHref: string) =>
  location.pathname === framePaths.home.pattern ? new URL(homeHref, location.href) : new URL(location.href);

/**
 * Sends a visitor's first-load requests of the current page, which the app's HTTP client then takes
 * instead of asking again, and preloads the page's lead image as soon as its answer names it. A
 * signed-in browser sends nothing early: its requests carry the session and some answers depend on it.
 */
export function startFirstLoad(apiUrl: string, { homeHref }: { homeHref: string }): void {
  if (hasStoredAccessToken()) return;
  for (const request of firstLoadRequests(pageUrl(homeHref))) {
    const answer = sendEarlyRequest(apiRequestUrl(apiUrl, request.path, request.searchParams));
    const imageOf = request.leadImageOf;
    if (!imageOf) continue;
    answer
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((body: unknown) => {
        const url = body === undefined ? undefined : imageOf(body);
        if (url) preloadImage(url);
      })
      .catch(() => undefined);
  }
}
