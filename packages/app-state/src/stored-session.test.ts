import { userFixture } from '@keyclub/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { resetPersistedStores } from './persisted-store.ts';
import { hasStoredAccessToken } from './stored-session.ts';

describe('hasStoredAccessToken', () => {
  beforeEach(() => {
    resetPersistedStores();
  });

  it('reads the session the auth store keeps, and its end', () => {
    expect(hasStoredAccessToken()).toBe(false);
    useAuthStore.getState().setSession(userFixture({ id: 7 }), 'token-1');
    expect(hasStoredAccessToken()).toBe(true);
    useAuthStore.getState().clear();
    expect(hasStoredAccessToken()).toBe(false);
  });

  it('counts storage it cannot read as a session', () => {
    localStorage.setItem('keyclub.auth', '{not json');
    expect(hasStoredAccessToken()).toBe(true);
  });
});
