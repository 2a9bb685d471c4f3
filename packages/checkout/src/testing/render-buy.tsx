import { configureApiClient, createQueryClient, usdToEthQueryOptions } from '@keyclub/api-client';
import { type CannedResponse, type RecordedRequest, startTestServer } from '@keyclub/api-client/testing';
import { RequireCustomer } from '@keyclub/app-shell';
import { UiProvider } from '@keyclub/ui-kit';
import { configureWallet } from '@keyclub/wallet';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { configureCheckout } from '../checkout-settings.ts';
import { checkoutCustomerRoutes } from '../index.ts';

/** USD price of one ETH in the tests' reference answer: $49 is 0.020 ETH. */
export const TEST_ETH_PRICE = 2500;
export const TEST_SUPPORT_EMAIL = 'help@checkout.test';

function Location({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${name} at ${pathname}${search}`}</p>;
}

/**
 * The API as a real HTTP server: answers by "METHOD /path?query", else 404; records every request.
 * Like the API it allows the page's origin (CORS with credentials), as the test DOM enforces CORS.
 */
export async function startApi() {
  // 'hang' never answers: the screen stays waiting.
  let answers: Record<string, CannedResponse | CannedResponse[] | 'hang'> = {};
  const server = await startTestServer((request: RecordedRequest) => {
    const cors = {
      'access-control-allow-origin': String(request.headers.origin ?? '*'),
      'access-control-allow-credentials': 'true',
    };
    if (request.method === 'OPTIONS') {
      const asked = String(request.headers['access-control-request-headers'] ?? '');
      return {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'GET,POST,DELETE',
          'access-control-allow-headers': asked,
        },
      };
    }
    const answer = answers[`${request.method} ${request.url}`];
    if (answer === 'hang') return 'hang';
    // A list answers in turn, its last answer for good (a poll: pending, then settled).
    const next = Array.isArray(answer) ? (answer.length > 1 ? answer.shift() : answer[0]) : answer;
    const response = next ?? { status: 404, body: { message: 'Not found', errors: [] } };
    return { ...response, headers: { ...cors, ...response.headers } };
  });
  configureApiClient({ baseUrl: server.url, getAccessToken: () => 'session-token' });
  // happy-dom's Response.clone() loses a streamed body, and ky clones every response: hand ky a
  // response whose body is already read.
  const domFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await domFetch(input, init);
    const body = response.status === 204 ? null : await response.text();
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return {
    server,
    close: async () => {
      globalThis.fetch = domFetch;
      await server.close();
    },
    answer: (next: typeof answers) => {
      answers = next;
    },
    requestsTo: (methodAndPath: string) =>
      server.requests.filter((request) => `${request.method} ${request.url}` === methodAndPath),
  };
}

/**
 * The checkout routes behind the customer guard, as the consumer shell mounts them, at `path`; the
 * places they lead to (login, the dashboard, an owned membership) stand in as their location.
 */
export function renderBuy(path: string) {
  // As the consumer shell does; no wallet is injected, so the page stays in card mode.
  configureWallet({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', networkName: 'Localhost 8545' });
  configureCheckout({ supportEmail: TEST_SUPPORT_EMAIL });
  const queryClient = createQueryClient({ onError: vi.fn() });
  queryClient.setQueryData(usdToEthQueryOptions().queryKey, { USD_TO_ETH_VALUE: TEST_ETH_PRICE });
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [
          { element: <RequireCustomer />, children: checkoutCustomerRoutes },
          { path: '/auth/login', element: <Location name="Login" /> },
          { path: '/tokens/:id', element: <Location name="Membership" /> },
          { path: '/tokens', element: <Location name="My Memberships" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, queryClient };
}

/** Waits until the app shows `pathAndQuery`. */
export const expectLocation = (router: ReturnType<typeof renderBuy>['router'], pathAndQuery: string) =>
  waitFor(() =>
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(pathAndQuery),
  );
