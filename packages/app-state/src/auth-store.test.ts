import { userFixture } from '@keyclub/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { resetPersistedStores } from './persisted-store.ts';

const user = userFixture({
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada.l',
  is_sold_token_email_notify: false,
});

const storedState = () => JSON.parse(localStorage.getItem('keyclub.auth') ?? 'null')?.state;

describe('useAuthStore', () => {
  beforeEach(() => {
    resetPersistedStores();
  });

  it('persists the session under keyclub.auth', () => {
    useAuthStore.getState().setPendingUser({ ...user, status: 'PENDING', is_email_verified: false });
    useAuthStore.getState().setSession(user, 'token-1');

    expect(storedState()).toEqual({ user, accessToken: 'token-1', pendingUser: null });
  });

  it('keeps the token received in a response header when the login sets only the user', () => {
    useAuthStore.getState().setAccessToken('from-header');
    useAuthStore.getState().setSession(user);

    expect(useAuthStore.getState()).toMatchObject({ user, accessToken: 'from-header' });
  });

  it('restores the session stored by a previous page load', async () => {
    localStorage.setItem(
      'keyclub.auth',
      JSON.stringify({ state: { user, accessToken: 'kept', pendingUser: null }, version: 0 }),
    );

    vi.resetModules();
    const reloaded = await import('./auth-store.ts');

    expect(reloaded.useAuthStore.getState()).toMatchObject({ user, accessToken: 'kept' });
  });

  it('forgets everything on clear and on the logout reset', () => {
    useAuthStore.getState().setSession(user, 'token-1');
    useAuthStore.getState().clear();
    expect(storedState()).toEqual({ user: null, accessToken: null, pendingUser: null });

    useAuthStore.getState().setSession(user, 'token-2');
    resetPersistedStores();
    expect(localStorage.getItem('keyclub.auth')).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });
});
