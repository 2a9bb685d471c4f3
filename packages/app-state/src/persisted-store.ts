import { create, type StoreApi, type UseBoundStore } from 'zustand';

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
 * The stored fields of a slice (zustand persist's `{ state, version: 0 }` form, which the first
 * load's inline script and the tests' stored sessions also write); none when absent or unreadable.
 */
function readStored<State>(key: string, fields: readonly (keyof State)[]): Partial<State> {
  const picked: Partial<State> = {};
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null')?.state;
    for (const field of fields) if (stored && field in stored) picked[field] = stored[field];
  } catch {
    // Unreadable or blocked storage: the slice starts from its initial state.
  }
  return picked;
}

/**
 * A zustand store persisted in localStorage whose reset is registered for `resetPersistedStores`.
 * `actions` receives `set` and `get` for the state fields and returns the methods of the slice.
 * Read once when created, written on every change: zustand's persist middleware did the same with
 * ~1 kB gzip more in every first load (docs/performance.md, "Bundle").
 */
export function createPersistedStore<State extends object, Actions extends object>(
  name: string,
  initialState: State,
  actions: (set: SetState<State>, get: () => State) => Actions,
  { transient = [], keptOnLogout = false }: PersistedStoreOptions<State> = {},
): UseBoundStore<StoreApi<State & Actions>> {
  const key = persistedStoreKey(name, { keptOnLogout });
  const storedKeys = (Object.keys(initialState) as (keyof State)[]).filter(
    (field) => !transient.includes(field),
  );
  const useStore = create<State & Actions>()((set, get) => ({
    ...initialState,
    // Actions only write state fields; zustand's own `set` is typed for the whole store.
    ...actions((partial) => set(partial as Parameters<typeof set>[0]), get),
    ...readStored(key, storedKeys),
  }));
  useStore.subscribe((state) => {
    const stored: Partial<State> = {};
    for (const field of storedKeys) stored[field] = state[field];
    try {
      localStorage.setItem(key, JSON.stringify({ state: stored, version: 0 }));
    } catch {
      // Full or blocked storage: the slice still works for this page load.
    }
  });
  if (keptOnLogout) return useStore;
  // Keyed by name, so a module re-evaluated by hot reload replaces its entry instead of adding one.
  resets.set(name, () => {
    useStore.setState({ ...initialState } as Partial<State & Actions>);
    localStorage.removeItem(key);
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
