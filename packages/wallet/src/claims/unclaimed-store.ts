import { createPersistedStore } from '@keyclub/app-state';
import type { CryptoPurchaseRequest } from '@keyclub/domain';

/** A key paid on chain whose claim the API has not answered yet (the page closed, the API was down). */
export type UnclaimedPurchase = { tokenId: number; renew: boolean; claim: CryptoPurchaseRequest };

/**
 * Kept under `keyclub.wallet-claim` from the moment the buyer's transaction is mined until the API
 * answers its claim, so a later visit claims it again instead of losing the payment.
 */
export const useUnclaimedStore = createPersistedStore(
  'wallet-claim',
  { unclaimed: null as UnclaimedPurchase | null },
  (set) => ({
    keep: (unclaimed: UnclaimedPurchase) => set({ unclaimed }),
    forget: () => set({ unclaimed: null }),
  }),
);
