import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPersistedStores } from './persisted-store.ts';
import { useTokenStore } from './token-store.ts';

describe('useTokenStore', () => {
  beforeEach(() => {
    resetPersistedStores();
  });

  it('persists the selected membership under keyclub.token', () => {
    useTokenStore.getState().setSelectedTokenId(42);

    expect(JSON.parse(localStorage.getItem('keyclub.token') ?? 'null')?.state).toEqual({
      selectedTokenId: 42,
    });
  });

  it('restores the selection stored by a previous page load', async () => {
    localStorage.setItem('keyclub.token', JSON.stringify({ state: { selectedTokenId: 9 }, version: 0 }));

    vi.resetModules();
    const reloaded = await import('./token-store.ts');

    expect(reloaded.useTokenStore.getState().selectedTokenId).toBe(9);
  });
});
