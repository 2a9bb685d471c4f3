import { createPersistedStore } from '@keyclub/app-state';
import type { WalletState } from '@keyclub/domain';

interface WalletActions {
  /** The list as the API returns it; a selection no longer in it is dropped (addresses compare case-blind). */
  setAddresses: (addresses: string[]) => void;
  selectAddress: (selectedAddress: string | null) => void;
}

/** The `wallet` slice (SPEC section 3): the user's verified addresses and the one in use, under `keyclub.wallet`. */
export const useWalletStore = createPersistedStore<WalletState, WalletActions>(
  'wallet',
  { addresses: [], selectedAddress: null },
  (set) => ({
    setAddresses: (addresses) =>
      set((state) => {
        const selected = state.selectedAddress?.toLowerCase();
        return {
          addresses,
          selectedAddress: addresses.find((address) => address.toLowerCase() === selected) ?? null,
        };
      }),
    selectAddress: (selectedAddress) => set({ selectedAddress }),
  }),
);
