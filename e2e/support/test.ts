import { test as base, expect } from '@playwright/test';
import type { Hex } from 'viem';
import { injectWallet } from './injected-wallet.ts';
import { type OutboxMail, readOutbox } from './outbox.ts';

interface Fixtures {
  /** Mails the API sent to an address, newest last. */
  outbox: (to: string) => Promise<OutboxMail[]>;
  /** Injects an EIP-1193 wallet holding this private key, bound to the e2e chain. */
  wallet: (privateKey: Hex) => ReturnType<typeof injectWallet>;
}

export const test = base.extend<Fixtures>({
  outbox: async ({ request }, use) => {
    await use((to) => readOutbox(request, to));
  },
  wallet: async ({ page }, use) => {
    await use((privateKey) => injectWallet(page, privateKey));
  },
});

export { expect };
