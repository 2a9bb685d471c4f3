import ky from 'ky';

/** The session's access token travels in this header both ways (SPEC section 7). */
export const ACCESS_TOKEN_HEADER = 'x-access-token';

export interface ApiClientConfig {
  /** Base API URL, absolute (`https://api.example.com`) or origin-relative (`/api`). */
  baseUrl: string;
  getAccessToken: () => string | null | undefined;
  /** Called whenever a response carries a (new) access token. */
  onAccessToken?: (token: string) => void;
}

let config: ApiClientConfig | null = null;

/** Called once by each app shell at startup, before the first request. */
export function configureApiClient(next: ApiClientConfig): void {
  config = next;
}

function currentConfig(): ApiClientConfig {
  if (!config) throw new Error('configureApiClient() must be called before the first API request');
  return config;
}

/**
 * The one HTTP client of the web apps. Endpoint paths are written without the base URL
 * (`api.get('categories')`); the base URL is read per request so the instance can be created
 * before the shell configures it. Retries are left to TanStack Query.
 */
export const api = ky.create({
  credentials: 'include',
  retry: 0,
  hooks: {
    init: [
      (options) => {
        options.prefix = currentConfig().baseUrl;
      },
    ],
    beforeRequest: [
      ({ request }) => {
        const token = currentConfig().getAccessToken();
        if (token) request.headers.set(ACCESS_TOKEN_HEADER, token);
      },
    ],
    afterResponse: [
      ({ response }) => {
        const token = response.headers.get(ACCESS_TOKEN_HEADER);
        if (token) config?.onAccessToken?.(token);
      },
    ],
  },
});
