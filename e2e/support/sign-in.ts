import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin } from './api.ts';
import { setUpStep } from './set-up-step.ts';

export interface Credentials {
  email: string;
  password: string;
  role_name: 'BUSINESS' | 'CONSUMER';
}

/**
 * Logs in through the API (POST /auth/login) and hands the session to the page the way the apps
 * keep it: the persisted `auth` slice (zustand persist JSON under `keyclub.auth`) holding the user
 * and the access token from the response header.
 */
export const signIn = setUpStep(
  'a signed-in page',
  async function signIn(page: Page, request: APIRequestContext, credentials: Credentials) {
    const session = await apiLogin(request, credentials);
    const { user, accessToken } = session;
    const stored = JSON.stringify({ state: { user, accessToken, pendingUser: null }, version: 0 });
    // Once per tab (init scripts run on every navigation): a later logout must not be undone.
    await page.addInitScript((value) => {
      if (window.sessionStorage.getItem('keyclub.e2e.signed-in')) return;
      window.sessionStorage.setItem('keyclub.e2e.signed-in', '1');
      window.localStorage.setItem('keyclub.auth', value);
    }, stored);
    return session;
  },
);

/** The seeded demo logins (apps/api/src/seed/demo-accounts.ts). */
export const DEMO = {
  consumer: { email: 'consumer@keyclub.test', password: 'Keyclub!2026', role_name: 'CONSUMER' },
  business: { email: 'business@keyclub.test', password: 'Keyclub!2026', role_name: 'BUSINESS' },
  secondBusiness: { email: 'harbor@keyclub.test', password: 'Keyclub!2026', role_name: 'BUSINESS' },
} as const satisfies Record<string, Credentials>;
