import { createPersistedStore } from './persisted-store.ts';

interface TokenState {
  /** The membership the user is acting on (buy, sell, card), kept across reloads and the card checkout redirect. */
  selectedTokenId: number | null;
}

interface TokenActions {
  setSelectedTokenId: (selectedTokenId: number | null) => void;
}

// Exists only because the spec names it: SPEC.md section 3, "Client state slices" (no reader yet).
/**
 * The `token` slice (SPEC section 3), persisted under `keyclub.token`. It lives below the features
 * because checkout (buy, sell) and memberships (card) act on the same selection. Nothing reads it
 * yet: the buy and card flows will be its first readers (docs/decisions/memberships-ui.md).
 */
export const useTokenStore = createPersistedStore<TokenState, TokenActions>(
  'token',
  { selectedTokenId: null },
  (set) => ({
    setSelectedTokenId: (selectedTokenId) => set({ selectedTokenId }),
  }),
);
