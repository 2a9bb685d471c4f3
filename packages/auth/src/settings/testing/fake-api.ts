import { configureApiClient } from '@keyclub/api-client';
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** Parsed JSON, or the multipart parts (files as File), or undefined without a body. */
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
/** Answers keyed by 'METHOD /path'; a function sees the request body. */
export type FakeRoutes = Record<string, Answer | ((body: unknown) => Answer)>;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return Object.fromEntries((await request.formData()).entries());
  const text = await request.text();
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * Points the API client at a fake `fetch` that answers from `routes` and records every call; an
 * unknown route answers 404 like the API. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(routes: FakeRoutes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'test-token' });
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = await readBody(request);
    calls.push({ method: request.method, path, body });
    const route = routes[`${request.method} ${path}`];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: {} });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}
