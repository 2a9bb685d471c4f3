import { createPersistedStore } from '@keyclub/app-state';
import type { CryptoPurchaseRequest } from '@keyclub/domain';

/** A key paid on chain whose claim the API has not answered yet (the page closed, the API was down). */
export type UnclaimedPurchase = {
  userId: number;
  tokenId: number;
  renew: boolean;
  claim: CryptoPurchaseRequest;
};

/**
 * Kept under `keyclub.kept.wallet-claim` from the moment the buyer's transaction is mined until the
 * API answers its claim, so a later visit claims it again instead of losing the payment. One per
 * user, and kept on logout: only its buyer can claim it, and another user's session in the same
 * browser must not throw it away.
 */
export const useUnclaimedStore = createPersistedStore(
  'wallet-claim',
  { unclaimed: {} as Record<string, UnclaimedPurchase> },
  (set) => ({
    keep: (purchase: UnclaimedPurchase) =>
      set((state) => ({ unclaimed: { ...state.unclaimed, [purchase.userId]: purchase } })),
    forget: (userId: number) =>
      set((state) => {
        const { [userId]: _claimed, ...others } = state.unclaimed;
        return { unclaimed: others };
      }),
  }),
  { keptOnLogout: true },
);

/** The user's paid key waiting for its claim, if any. */
export const unclaimedOf = (userId: number): UnclaimedPurchase | undefined =>
  useUnclaimedStore.getState().unclaimed[userId];
