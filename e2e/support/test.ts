import { test as base, expect } from '@playwright/test';
import type { Hex } from 'viem';
import { injectWallet } from './injected-wallet.ts';
import { type OutboxMail, readOutbox } from './outbox.ts';
import { type Credentials, signIn } from './sign-in.ts';

interface Fixtures {
  /** Mails the API sent to an address, newest last. */
  outbox: (to: string) => Promise<OutboxMail[]>;
  /** Injects an EIP-1193 wallet holding this private key, bound to the e2e chain. */
  wallet: (privateKey: Hex, options?: Parameters<typeof injectWallet>[2]) => ReturnType<typeof injectWallet>;
  /** Logs in through the API and starts the page with that session stored. */
  signIn: (credentials: Credentials) => ReturnType<typeof signIn>;
}

export const test = base.extend<Fixtures>({
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
