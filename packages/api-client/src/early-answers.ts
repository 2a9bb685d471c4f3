// Answers a page's inline script asked for before the app's code arrived (memberships'
// `startFirstLoad`, docs/performance.md "Data before code"). The script and the app are two bundles,
// so the answers are kept on the global object, under a symbol both know.

const EARLY_ANSWERS = Symbol.for('keyclub.earlyAnswers');

type WithEarlyAnswers = typeof globalThis & { [EARLY_ANSWERS]?: Map<string, Promise<Response>> };

const earlyAnswers = (): Map<string, Promise<Response>> => {
  const scope = globalThis as WithEarlyAnswers;
  scope[EARLY_ANSWERS] ??= new Map();
  return scope[EARLY_ANSWERS];
};

/** The URL the HTTP client sends for `path` (ky's `prefix` joined with a slash) with its query; a relative base is the page's. */
export function apiRequestUrl(baseUrl: string, path: string, searchParams?: URLSearchParams): string {
  const query = searchParams?.toString();
  return new URL(
    `${baseUrl.replace(/\/+$/, '')}/${path}${query ? `?${query}` : ''}`,
    globalThis.location?.href,
  ).href;
}

/**
 * Sends a visitor's GET as the HTTP client would (credentials included, no access token) and keeps
 * its answer for the client's first request of the same URL.
 */
export function sendEarlyRequest(url: string): Promise<Response> {
  const answer = fetch(url, { credentials: 'include' });
  answer.catch(() => undefined);
  earlyAnswers().set(url, answer);
  return answer;
}

/**
 * The HTTP client's fetch: a visitor's GET (no `tokenHeader`) takes the early answer of its URL
 * once; any other request, or one whose early request failed on the network, goes out as usual.
 */
export const fetchOrTakeEarly =
  (tokenHeader: string) =>
  (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const answers = earlyAnswers();
    const early =
      input instanceof Request && input.method === 'GET' && !input.headers.has(tokenHeader)
        ? answers.get(input.url)
        : undefined;
    if (!early) return fetch(input, init);
    answers.delete((input as Request).url);
    return early.catch(() => fetch(input, init));
  };

/** Forgets the answers nobody took: once the first page is left, they may be out of date. */
export function dropEarlyAnswers(): void {
  earlyAnswers().clear();
}
