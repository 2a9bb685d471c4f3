import { configureApiClient } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';

/**
 * Points the API client at `baseUrl` and ties it to the `auth` slice: every request carries the
 * kept access token, and a new token in any response replaces it (SPEC section 7).
 */
export function connectApiClient(baseUrl: string): void {
  configureApiClient({
    baseUrl,
    getAccessToken: () => useAuthStore.getState().accessToken,
    onAccessToken: (token) => useAuthStore.getState().setAccessToken(token),
  });
}
