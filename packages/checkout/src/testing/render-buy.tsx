import { usdToEthQueryOptions } from '@keyclub/api-client';
import { type ApiRoutes, mockApi, type SentRequest } from '@keyclub/api-client/testing';
import { RequireCustomer } from '@keyclub/app-shell';
import { renderRoutes } from '@keyclub/app-shell/testing';
import { configureWallet } from '@keyclub/wallet';
import { useLocation } from 'react-router';
import { beforeEach, vi } from 'vitest';
import { configureCheckout } from '../checkout-settings.ts';
import { checkoutCustomerRoutes } from '../index.ts';

export { expectLocation } from '@keyclub/app-shell/testing';

/** USD price of one ETH in the tests' reference answer: $49 is 0.020 ETH. */
export const TEST_ETH_PRICE = 2500;
export const TEST_SUPPORT_EMAIL = 'help@checkout.test';

function Location({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return <p>{`${name} at ${pathname}${search}`}</p>;
}

/**
 * The API (MSW, mockApi) for the tests of a `describe`: `answer` sets the routes (until then every
 * route answers 404); the record of requests runs across a test's answers, as one server's would,
 * and starts empty for each test, so a test sees its own requests whatever ran before it.
 */
export function startApi() {
  const records: SentRequest[][] = [];
  const answer = (routes: ApiRoutes) => {
    records.push(mockApi(routes));
  };
  beforeEach(() => {
    records.length = 0;
    answer({});
  });
  const requests = () => records.flat();
  return {
    answer,
    requests,
    /** The requests sent as exactly 'METHOD /path?query'. */
    requestsTo: (call: string) => requests().filter((request) => request.call === call),
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
  return renderRoutes({
    routes: [
      { element: <RequireCustomer />, children: checkoutCustomerRoutes },
      { path: '/auth/login', element: <Location name="Login" /> },
      { path: '/tokens/:id', element: <Location name="Membership" /> },
      { path: '/tokens', element: <Location name="My Memberships" /> },
    ],
    path,
    cache: (queryClient) =>
      queryClient.setQueryData(usdToEthQueryOptions().queryKey, { USD_TO_ETH_VALUE: TEST_ETH_PRICE }),
    onError: vi.fn(),
  });
}
