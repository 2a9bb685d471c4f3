import { resetPersistedStores } from '@keyclub/app-state';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useWalletStore } from './wallet-store.ts';

const first = '0x1111111111111111111111111111111111111111';
const second = '0xAbCdEf0000000000000000000000000000000002';

const storedState = () => JSON.parse(localStorage.getItem('keyclub.wallet') ?? 'null')?.state;

describe('useWalletStore', () => {
  beforeEach(() => {
    resetPersistedStores();
  });

  it('persists the addresses and the selection under keyclub.wallet', () => {
    useWalletStore.getState().setAddresses([first, second]);
    useWalletStore.getState().selectAddress(second);

    expect(storedState()).toEqual({ addresses: [first, second], selectedAddress: second });
  });

  it('keeps the selection when the new list still holds it, in any letter case', () => {
    useWalletStore.getState().setAddresses([first, second]);
    useWalletStore.getState().selectAddress(second.toLowerCase());

    useWalletStore.getState().setAddresses([second, first]);

    expect(useWalletStore.getState().selectedAddress).toBe(second);
  });

  it('drops a selection that the new list no longer holds', () => {
    useWalletStore.getState().setAddresses([first, second]);
    useWalletStore.getState().selectAddress(second);

    useWalletStore.getState().setAddresses([first]);

    expect(storedState()).toEqual({ addresses: [first], selectedAddress: null });
  });

  it('restores the wallet stored by a previous page load', async () => {
    localStorage.setItem(
      'keyclub.wallet',
      JSON.stringify({ state: { addresses: [first], selectedAddress: first }, version: 0 }),
    );

    vi.resetModules();
    const reloaded = await import('./wallet-store.ts');

    expect(reloaded.useWalletStore.getState()).toMatchObject({ addresses: [first], selectedAddress: first });
  });
});
