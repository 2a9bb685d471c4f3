import { persistedStoreKey } from './persisted-store.ts';

/** The name the auth slice is persisted under (auth-store.ts). */
export const AUTH_STORE_NAME = 'auth';

/**
 * Whether this browser keeps a session's access token, read from storage without the store: for a
 * page's inline script, which runs before the app's code (memberships' `startFirstLoad`). Storage
 * that cannot be read counts as a session, so nothing is sent in a visitor's name by mistake.
 */
export function hasStoredAccessToken(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(persistedStoreKey(AUTH_STORE_NAME)) ?? 'null');
    return typeof stored?.state?.accessToken === 'string';
  } catch {
    return true;
  }
}
