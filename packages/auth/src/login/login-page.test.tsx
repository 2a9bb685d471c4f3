import { createQueryClient } from '@keyclub/api-client';
import { AuthRoleProvider } from '@keyclub/app-shell';
import { resetPersistedStores, useAuthStore } from '@keyclub/app-state';
import { VALIDATION_MESSAGES } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessUser, consumerUser } from '../settings/testing/users.ts';
import { LoginPage } from './login-page.tsx';

const APP_ROLE = 'BUSINESS';

function PathProbe() {
  return <p>at {useLocation().pathname}</p>;
}

const renderLogin = (initialEntry: string | { pathname: string; state: unknown }) => {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', Component: LoginPage },
      { path: '*', Component: PathProbe },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <UiProvider>
      <QueryClientProvider client={createQueryClient({ onError: () => undefined })}>
        <AuthRoleProvider role={APP_ROLE}>
          <RouterProvider router={router} />
        </AuthRoleProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return router;
};

afterEach(() => {
  cleanup();
  resetPersistedStores();
});

describe('LoginPage', () => {
  it('sends a user already logged in to this app on to the returnUrl', async () => {
    useAuthStore.getState().setSession(businessUser, 'token');
    renderLogin('/auth/login?returnUrl=%2Ftoken%2F4%2Fedit');
    expect(await screen.findByText('at /token/4/edit')).toBeTruthy();
  });

  it('shows the form to a user of the other role', async () => {
    useAuthStore.getState().setSession(consumerUser, 'token');
    renderLogin('/auth/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('forgets a session being left, and a later Back to that entry keeps the next session', async () => {
    useAuthStore.getState().setSession(businessUser, 'old-token');
    const router = renderLogin({ pathname: '/auth/login', state: { leaveSession: true } });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(useAuthStore.getState().accessToken).toBeNull();

    await router.navigate('/auth/forgot-password');
    useAuthStore.getState().setSession(businessUser, 'new-token');
    await router.navigate(-1);

    expect(await screen.findByText('at /tokens')).toBeTruthy();
    expect(useAuthStore.getState().accessToken).toBe('new-token');
  });

  it('validates with the rules it loads on demand: an empty submit names both fields and sends nothing', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    renderLogin('/auth/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });
});
