import { configureApiClient } from '@keyclub/api-client';
import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
/** Answers by 'METHOD /path' (query left out); a function sees the URL's query and the request, and may change answers. */
export type FakeRoutes = Record<
  string,
  Answer | ((query: URLSearchParams, request: Request) => Answer | Promise<Answer>)
>;

/**
 * Points the API client at a fake `fetch` answering from `routes` (an unknown route answers 404 like
 * the API) and records each call's 'METHOD /path?query'. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(routes: FakeRoutes): string[] {
  const calls: string[] = [];
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'test-token' });
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? await route(url.searchParams, request) : (route ?? { status: 404 });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    const headers = typeof answer.body === 'string' ? undefined : { 'Content-Type': 'application/json' };
    return new Response(text, { status: answer.status ?? 200, headers });
  });
  return calls;
}
