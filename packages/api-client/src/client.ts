import type { KyInstance, Options, ResponsePromise } from 'ky';

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
 * The absolute URL of an API path, for a link that leaves the app (a shareable link): the base URL
 * may be origin-relative (`/api`), so it is resolved against the page.
 */
export function apiUrl(path: string): string {
  return new URL(`${currentConfig().baseUrl.replace(/\/+$/, '')}/${path}`, globalThis.location?.href).href;
}

let http: Promise<KyInstance> | null = null;

/** ky (~8 kB gzip) loads with the first request: a page that sends none, like login, goes without. */
function loadHttp(): Promise<KyInstance> {
  http ??= import('./http-instance.ts').then(
    ({ createHttp }) =>
      createHttp({
        baseUrl: () => currentConfig().baseUrl,
        accessToken: () => currentConfig().getAccessToken(),
        onAccessToken: (token) => config?.onAccessToken?.(token),
        tokenHeader: ACCESS_TOKEN_HEADER,
      }),
    (failure: unknown) => {
      http = null;
      throw failure;
    },
  );
  return http;
}

/**
 * Starts loading the HTTP client before the first request, for a page about to send one: its route
 * loaders would otherwise ask for ky only once they run, behind the route's own modules.
 */
export function preloadHttpClient(): void {
  loadHttp().catch(() => undefined);
}

/** A call's answer, as ky's: the Response when awaited (an HTTPError below 2xx), or its JSON body. */
export type ApiResponse = Promise<Response> & Pick<ResponsePromise, 'json'>;

type Method = 'get' | 'post' | 'put' | 'delete';

function send(method: Method, path: string, options?: Options): ApiResponse {
  currentConfig();
  // ky's answer is a thenable: kept in an object, so it is not awaited into its Response here.
  const sent = loadHttp().then((ky) => ({ response: ky[method](path, options) }));
  const answer = sent.then(({ response }) => response) as ApiResponse;
  // A caller that reads the JSON never awaits the Response itself: its failure is not unhandled.
  answer.catch(() => undefined);
  answer.json = ((schema?: unknown) =>
    sent.then(({ response }) => response.json(schema as never))) as ApiResponse['json'];
  return answer;
}

/**
 * The one HTTP client of the web apps. Endpoint paths are written without the base URL
 * (`api.get('categories')`); the base URL is read per request, from the shell's configuration.
 */
export const api = {
  get: (path: string, options?: Options) => send('get', path, options),
  post: (path: string, options?: Options) => send('post', path, options),
  put: (path: string, options?: Options) => send('put', path, options),
  delete: (path: string, options?: Options) => send('delete', path, options),
};
