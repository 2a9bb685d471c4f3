import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const STORAGE_PREFIX = 'keyclub.';
/** Slices that outlive logout are stored under this prefix, so a logout of a page that never loaded them keeps them too. */
const KEPT_PREFIX = `${STORAGE_PREFIX}kept.`;

/** Each slice is stored in localStorage under `keyclub.<name>` (`keyclub.kept.<name>` when kept on logout). */
export const persistedStoreKey = (name: string, { keptOnLogout = false } = {}) =>
  `${keptOnLogout ? KEPT_PREFIX : STORAGE_PREFIX}${name}`;

type SetState<State> = (partial: Partial<State> | ((state: State) => Partial<State>)) => void;

export interface PersistedStoreOptions<State> {
  /** Fields kept in memory only, e.g. a busy flag that would be wrong after a reload. */
  transient?: readonly (keyof State)[];
  /**
   * Kept when the user logs out: for what must survive another user's session in the same browser
   * (a paid key not yet claimed); such a slice keys its data by user itself.
   */
  keptOnLogout?: boolean;
}

const resets = new Map<string, () => void>();

/**
 * A zustand store persisted in localStorage whose reset is registered for `resetPersistedStores`.
 * `actions` receives `set` and `get` for the state fields and returns the methods of the slice.
 */
export function createPersistedStore<State extends object, Actions extends object>(
  name: string,
  initialState: State,
  actions: (set: SetState<State>, get: () => State) => Actions,
  { transient = [], keptOnLogout = false }: PersistedStoreOptions<State> = {},
): UseBoundStore<StoreApi<State & Actions>> {
  const storedKeys = (Object.keys(initialState) as (keyof State)[]).filter((key) => !transient.includes(key));
  const useStore = create<State & Actions>()(
    persist(
      (set, get) => ({
        ...initialState,
        // Actions only write state fields; zustand's own `set` is typed for the whole store.
        ...actions((partial) => set(partial as Parameters<typeof set>[0]), get),
      }),
      {
        name: persistedStoreKey(name, { keptOnLogout }),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => {
          const stored: Partial<State> = {};
          for (const key of storedKeys) stored[key] = state[key];
          return stored;
        },
      },
    ),
  );
  if (keptOnLogout) return useStore;
  // Keyed by name, so a module re-evaluated by hot reload replaces its entry instead of adding one.
  resets.set(name, () => {
    useStore.setState({ ...initialState } as Partial<State & Actions>);
    useStore.persist.clearStorage();
  });
  return useStore;
}

/**
 * Logout (SPEC section 4): every persisted slice back to its initial state, its storage removed.
 * Slices of lazy routes not visited in this page load never registered a reset, yet their data from
 * an earlier visit is still stored: every `keyclub.*` key goes, except the slices kept on logout.
 */
export function resetPersistedStores(): void {
  for (const reset of resets.values()) reset();
  const storedKeys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of storedKeys) {
    if (key?.startsWith(STORAGE_PREFIX) && !key.startsWith(KEPT_PREFIX)) localStorage.removeItem(key);
  }
}
