import { describe, expect, it } from 'vitest';
import { useAppStore } from './app-store.ts';
import { useCommonStore } from './common-store.ts';
import { createPersistedStore, resetPersistedStores } from './persisted-store.ts';

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;

describe('persisted stores', () => {
  it('keeps each slice in localStorage under keyclub.<name>', () => {
    useCommonStore.getState().setPreviousPath('/marketplace');
    expect(stored('keyclub.common')).toEqual({ previousPath: '/marketplace' });
  });

  it('restores a slice from localStorage when the store is created', () => {
    localStorage.setItem('keyclub.restored', JSON.stringify({ state: { count: 7 }, version: 0 }));
    const useRestored = createPersistedStore('restored', { count: 0 }, (set) => ({
      increment: () => set((state) => ({ count: state.count + 1 })),
    }));
    expect(useRestored.getState().count).toBe(7);
    useRestored.getState().increment();
    expect(stored('keyclub.restored')).toEqual({ count: 8 });
  });

  it('keeps transient fields out of storage', () => {
    useAppStore.getState().setLoading(true, 'Processing your purchase');
    expect(useAppStore.getState()).toMatchObject({ loading: true, loadingMsg: 'Processing your purchase' });
    expect(stored('keyclub.app')).toEqual({});
  });

  it('clears the message when loading stops', () => {
    useAppStore.getState().setLoading(true, 'Working');
    useAppStore.getState().setLoading(false, 'ignored');
    expect(useAppStore.getState()).toMatchObject({ loading: false, loadingMsg: null });
  });

  it('resetPersistedStores resets every registered slice and removes its storage', () => {
    const useCart = createPersistedStore('cart', { items: [] as string[] }, (set) => ({
      add: (item: string) => set((state) => ({ items: [...state.items, item] })),
    }));
    useCart.getState().add('gold');
    useCommonStore.getState().setPreviousPath('/tokens');
    useAppStore.getState().setLoading(true);
    expect(localStorage.getItem('keyclub.cart')).not.toBeNull();

    resetPersistedStores();

    expect(useCart.getState().items).toEqual([]);
    expect(useCommonStore.getState().previousPath).toBeNull();
    expect(useAppStore.getState().loading).toBe(false);
    expect(['keyclub.cart', 'keyclub.common', 'keyclub.app'].map((key) => localStorage.getItem(key))).toEqual(
      [null, null, null],
    );
    // The actions survive the reset.
    useCart.getState().add('silver');
    expect(useCart.getState().items).toEqual(['silver']);
  });

  it('resetPersistedStores also removes the stored slices of modules never loaded, and nothing else', () => {
    localStorage.setItem('keyclub.wallet', JSON.stringify({ state: { address: '0xabc' }, version: 0 }));
    localStorage.setItem('keyclub.signup', JSON.stringify({ state: { step: 'phone' }, version: 0 }));
    localStorage.setItem('other-app.theme', 'dark');

    resetPersistedStores();

    expect([localStorage.getItem('keyclub.wallet'), localStorage.getItem('keyclub.signup')]).toEqual([
      null,
      null,
    ]);
    expect(localStorage.getItem('other-app.theme')).toBe('dark');
  });

  it('keeps the slices kept on logout, loaded or not', () => {
    const useClaims = createPersistedStore(
      'claims',
      { claims: [] as number[] },
      (set) => ({
        add: (claim: number) => set((state) => ({ claims: [...state.claims, claim] })),
      }),
      { keptOnLogout: true },
    );
    useClaims.getState().add(4);
    localStorage.setItem('keyclub.kept.unloaded', JSON.stringify({ state: { claims: [5] }, version: 0 }));

    resetPersistedStores();

    expect(useClaims.getState().claims).toEqual([4]);
    expect(stored('keyclub.kept.claims')).toEqual({ claims: [4] });
    expect(stored('keyclub.kept.unloaded')).toEqual({ claims: [5] });
  });
});
