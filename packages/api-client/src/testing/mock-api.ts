import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** Where the tests' API lives: the client is pointed here and the handlers below answer it. */
export const TEST_API_URL = 'http://api.test';

/** A request the screen sent, as the API would see it. */
export interface SentRequest {
  /** 'METHOD /path?query', e.g. 'GET /payouts/earnings?page=2&limit=20'. */
  call: string;
  /** 'METHOD /path' (the key its answer is found by). */
  route: string;
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, the multipart fields (files as File), the text of another body, or undefined. */
  body: unknown;
  headers: Headers;
}

/**
 * An answer: JSON unless `body` is a string; 'hang' never answers (the screen stays waiting); 'network-error' fails
 * as a dropped connection does (fetch rejects with a TypeError).
 */
export type Reply<Body = unknown> =
  | { status?: number; body?: Body; headers?: Record<string, string> }
  | 'hang'
  | 'network-error';

/**
 * Answers by 'METHOD /path?query', else by 'METHOD /path' (any query): a reply, a list answered in turn (its last for good, as
 * a poll sees pending then settled), or a function of the request (it may change what later calls get).
 */
export type ApiRoutes = Record<string, Reply | Reply[] | AnswerOf>;
/** The API as one function of each request (mockApi takes it in place of routes). */
export type AnswerOf = (request: SentRequest) => Reply | Promise<Reply>;

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return Object.fromEntries((await request.formData()).entries());
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

function respond(reply: Exclude<Reply, 'hang'>): Response {
  if (reply === 'network-error') return HttpResponse.error();
  const { status = 200, body, headers } = reply;
  if (status === 204) return new HttpResponse(null, { status, headers });
  if (typeof body === 'string') return HttpResponse.text(body, { status, headers });
  return HttpResponse.json(body ?? {}, { status, headers });
}

const NOT_FOUND: Exclude<Reply, 'hang'> = { status: 404, body: { message: 'Not found', errors: [] } };

async function nextReply(answer: ApiRoutes[string] | undefined, request: SentRequest) {
  if (typeof answer === 'function') return answer(request);
  if (Array.isArray(answer)) return answer.length > 1 ? answer.shift() : answer[0];
  return answer;
}

// One MSW server per test worker (it patches the worker's fetch), from the first import on, until the worker
// ends: files that share a worker (vitest-config's sharedWorker) import this module once, and a file that calls
// vi.resetModules loads it again, so the server is kept on globalThis (a second one would patch fetch again and
// answer every request twice). mockApi replaces its handlers; until a file calls mockApi, a request fails at
// once, naming the request (MSW's 'error': fetch rejects, as on a network failure), rather than going to the
// network; only a request to a server a test started on this machine (127.0.0.1: signup.test.ts reads bodies
// as a real server receives them) goes through.
function listeningServer() {
  const server = setupServer();
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  });
  return server;
}
const worker = globalThis as { keyclubMockApiServer?: ReturnType<typeof setupServer> };
worker.keyclubMockApiServer ??= listeningServer();
const server = worker.keyclubMockApiServer;

/**
 * Answers the API at TEST_API_URL from `routes`, or one function of every request (an unknown route answers 404, as the API does; a
 * request elsewhere fails the test) and records every request, in order. A later call replaces the
 * routes and starts a new record.
 */
export function mockApi(routes: ApiRoutes | AnswerOf): SentRequest[] {
  const sent: SentRequest[] = [];
  server.resetHandlers(
    http.all(`${TEST_API_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const body = await readBody(request.clone());
      const seen: SentRequest = {
        call: `${route}${url.search}`,
        route,
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: request.headers,
      };
      sent.push(seen);
      const reply = await (typeof routes === 'function'
        ? routes(seen)
        : nextReply(routes[seen.call] ?? routes[route], seen));
      if (reply === 'hang') return new Promise<never>(() => undefined);
      return respond(reply ?? NOT_FOUND);
    }),
  );
  return sent;
}

/** The 'METHOD /path?query' of each recorded request, in order. */
export const callsOf = (sent: SentRequest[]) => sent.map((request) => request.call);

/** Each recorded request's method, path and body, in order: to compare with toEqual. */
export const bodiesOf = (sent: SentRequest[]) =>
  sent.map(({ method, path, body }) => ({ method, path, body }));
