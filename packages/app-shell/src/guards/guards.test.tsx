import { resetPersistedStores, useAuthStore } from '@keyclub/app-state';
import type { User } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from './require-auth.tsx';
import { RequireCustomer } from './require-customer.tsx';
import { RequireRole } from './require-role.tsx';

const consumer = { id: 1, first_name: 'Ana', last_name: 'Smith', role_name: 'CONSUMER' } as User;

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>login at {`${pathname}${search}`}</p>;
}

const renderAt = (path: string, guard: React.ReactNode) =>
  render(
    <UiProvider>
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/auth/login', element: <LoginProbe /> },
            { element: guard, children: [{ path: '*', element: <p>protected page</p> }] },
          ],
          { initialEntries: [path] },
        )}
      />
    </UiProvider>,
  );

afterEach(() => {
  cleanup();
  resetPersistedStores();
});

describe('route guards', () => {
  it('RequireAuth sends a logged-out visitor to login with the current path as returnUrl', async () => {
    renderAt('/settings?tab=security', <RequireAuth />);
    expect(
      await screen.findByText('login at /auth/login/?returnUrl=%2Fsettings%3Ftab%3Dsecurity'),
    ).toBeTruthy();
  });

  it('RequireAuth shows the page to any logged-in user', async () => {
    useAuthStore.getState().setSession(consumer, 'token');
    renderAt('/settings', <RequireAuth />);
    expect(await screen.findByText('protected page')).toBeTruthy();
  });

  it('RequireRole sends a user of the other role to login with returnUrl', async () => {
    useAuthStore.getState().setSession(consumer, 'token');
    renderAt('/token/create', <RequireRole roleName="BUSINESS" />);
    expect(await screen.findByText('login at /auth/login/?returnUrl=%2Ftoken%2Fcreate')).toBeTruthy();
  });

  it('RequireRole sends an operator on a business page, and a business user on an operator page, home', async () => {
    const guarded = (path: string, roleName: 'BUSINESS' | 'OPERATOR') =>
      render(
        <UiProvider>
          <RouterProvider
            router={createMemoryRouter(
              [
                { path: '/operator', element: <p>operator home</p> },
                { path: '/tokens', element: <p>business home</p> },
                {
                  element: <RequireRole roleName={roleName} />,
                  children: [{ path: '*', element: <p>protected</p> }],
                },
              ],
              { initialEntries: [path] },
            )}
          />
        </UiProvider>,
      );
    useAuthStore.getState().setSession({ ...consumer, role_name: 'OPERATOR' }, 'token');
    guarded('/payouts', 'BUSINESS');
    expect(await screen.findByText('operator home')).toBeTruthy();
    cleanup();
    useAuthStore.getState().setSession({ ...consumer, role_name: 'BUSINESS' }, 'token');
    guarded('/operator/audit', 'OPERATOR');
    expect(await screen.findByText('business home')).toBeTruthy();
  });

  it('RequireCustomer lets a logged-in customer in and keeps everyone else out', async () => {
    renderAt('/tokens/3/sell', <RequireCustomer />);
    expect(await screen.findByText('login at /auth/login/?returnUrl=%2Ftokens%2F3%2Fsell')).toBeTruthy();
    cleanup();
    useAuthStore.getState().setSession(consumer, 'token');
    renderAt('/tokens/3/sell', <RequireCustomer />);
    expect(await screen.findByText('protected page')).toBeTruthy();
  });

  it('RequireCustomer sends a business user to login with returnUrl', async () => {
    useAuthStore.getState().setSession({ ...consumer, role_name: 'BUSINESS' }, 'token');
    renderAt('/tokens', <RequireCustomer />);
    expect(await screen.findByText('login at /auth/login/?returnUrl=%2Ftokens')).toBeTruthy();
    expect(screen.queryByText('protected page')).toBeNull();
  });
});
