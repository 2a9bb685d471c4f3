import { createPersistedStore } from './persisted-store.ts';

interface CommonState {
  /** Where the user was before starting a search; restored when the search box is cleared. */
  previousPath: string | null;
}

// Exists only because the spec names it: SPEC.md section 3, "Client state slices" (no reader yet).
export const useCommonStore = createPersistedStore(
  'common',
  { previousPath: null } as CommonState,
  (set) => ({
    setPreviousPath: (previousPath: string | null) => set({ previousPath }),
  }),
);
