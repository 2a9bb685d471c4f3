import { resetPersistedStores, useAuthStore } from '@keyclub/app-state';
import type { User } from '@keyclub/domain';
import { UiProvider } from '@keyclub/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountActions } from './account-actions.tsx';

const consumer = { id: 1, first_name: 'Ana', last_name: 'Smith', role_name: 'CONSUMER' } as User;

const renderActions = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UiProvider>
        <MemoryRouter>
          <AccountActions />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  resetPersistedStores();
});

describe('AccountActions', () => {
  it('offers Login and Register to a visitor', () => {
    renderActions();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it("shows the user's menu button at once; a click before the menu's code arrived opens the menu", async () => {
    useAuthStore.getState().setSession(consumer, 'token');
    renderActions();
    const button = screen.getByRole('button', { name: 'Ana Smith' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Settings', 'Logout']),
    );
  });

  it('names an operator by address and offers no Settings (the business Settings is not theirs), only Logout', async () => {
    // Made by the operator command, without a name: the button says the address.
    const operator = { ...consumer, first_name: '', last_name: '', email: 'ops@keyclub.test' };
    useAuthStore.getState().setSession({ ...operator, role_name: 'OPERATOR' }, 'token');
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'ops@keyclub.test' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Logout']),
    );
  });

  it('the button the menu replaces hands the keyboard focus over, and opens with Enter', async () => {
    useAuthStore.getState().setSession(consumer, 'token');
    renderActions();
    screen.getByRole('button', { name: 'Ana Smith' }).focus();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ana Smith' }).getAttribute('data-scope')).toBe('menu'),
    );
    const trigger = screen.getByRole('button', { name: 'Ana Smith' });
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menuitem')).toBeNull();

    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});
