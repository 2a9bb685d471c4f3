import { test as base, expect } from '@playwright/test';
import type { Hex } from 'viem';
import { type Api, createApi } from './api.ts';
import { injectWallet } from './injected-wallet.ts';
import { type OutboxMail, readOutbox } from './outbox.ts';
import { type Credentials, signIn } from './sign-in.ts';

interface Fixtures {
  /** Typed API calls, anonymous or signed in (`api.signIn`), their answers parsed with the domain's schemas. */
  api: Api;
  /** Mails the API sent to an address, newest last. */
  outbox: (to: string) => Promise<OutboxMail[]>;
  /** Injects an EIP-1193 wallet holding this private key, bound to the e2e chain. */
  wallet: (privateKey: Hex, options?: Parameters<typeof injectWallet>[2]) => ReturnType<typeof injectWallet>;
  /** Logs in through the API and starts the page with that session stored; its typed calls (support/api.ts) act as that account. */
  signIn: (credentials: Credentials) => ReturnType<typeof signIn>;
}

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => {
    await use(createApi(request));
  },
  outbox: async ({ request }, use) => {
    await use((to) => readOutbox(request, to));
  },
  wallet: async ({ page }, use) => {
    await use((privateKey, options) => injectWallet(page, privateKey, options));
  },
  signIn: async ({ page, request }, use) => {
    await use((credentials) => signIn(page, request, credentials));
  },
});

export { DEMO } from './sign-in.ts';
export { expect };
