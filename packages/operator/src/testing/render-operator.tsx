import { configureApiClient, createQueryClient } from '@keyclub/api-client';
import { notify, UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** A request the console sent: 'METHOD /path?query' and its JSON body, if any. */
export type SentRequest = { call: string; body: unknown };
type Reply = { status?: number; body?: unknown };

/**
 * The API as a function of each request (`reply` sees 'METHOD /path', the query and the body); every
 * request is recorded in the answer. Undo with `vi.unstubAllGlobals()`.
 */
export function serveApi(
  reply: (route: string, query: URLSearchParams, body: unknown) => Reply,
): SentRequest[] {
  const sent: SentRequest[] = [];
  configureApiClient({ baseUrl: 'http://api.test', getAccessToken: () => 'operator-token' });
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    sent.push({ call: `${request.method} ${url.pathname}${url.search}`, body });
    const answer = reply(`${request.method} ${url.pathname}`, url.searchParams, body);
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
  });
  return sent;
}

/** `page` at `path` in the app's providers and a memory router; answers the router. */
export function renderOperatorPage(path: string, pattern: string, page: ReactNode) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  render(
    <UiProvider>
      <QueryClientProvider client={createQueryClient({ onError: notify.error })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return router;
}
