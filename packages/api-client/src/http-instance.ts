import ky from 'ky';
import { fetchOrTakeEarly } from './early-answers.ts';

/** What the ky instance asks the shell's configuration for, at each request. */
export interface HttpHooks {
  baseUrl: () => string;
  accessToken: () => string | null | undefined;
  onAccessToken: (token: string) => void;
  tokenHeader: string;
}

/**
 * The ky instance behind `api` (client.ts), in a module of its own so ky loads with the first
 * request, not with every page. Retries are left to TanStack Query.
 */
export function createHttp(hooks: HttpHooks) {
  return ky.create({
    credentials: 'include',
    retry: 0,
    fetch: fetchOrTakeEarly(hooks.tokenHeader),
    hooks: {
      init: [
        (options) => {
          options.prefix = hooks.baseUrl();
        },
      ],
      beforeRequest: [
        ({ request }) => {
          const token = hooks.accessToken();
          if (token) request.headers.set(hooks.tokenHeader, token);
        },
      ],
      afterResponse: [
        ({ response }) => {
          const token = response.headers.get(hooks.tokenHeader);
          if (token) hooks.onAccessToken(token);
        },
      ],
    },
  });
}
