import { createPersistedStore } from './persisted-store.ts';

interface AppState {
  /** A global busy flag, e.g. while a crypto purchase is processed (SPEC section 4). */
  loading: boolean;
  loadingMsg: string | null;
}

export const useAppStore = createPersistedStore(
  'app',
  { loading: false, loadingMsg: null } as AppState,
  (set) => ({
    setLoading: (loading: boolean, msg: string | null = null) =>
      set({ loading, loadingMsg: loading ? msg : null }),
  }),
  // Nothing is running after a reload: a restored busy flag would leave the overlay up for good.
  { transient: ['loading', 'loadingMsg'] },
);
