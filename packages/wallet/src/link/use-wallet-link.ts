import { queryKeys } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { MESSAGES } from '@keyclub/domain';
import { notify } from '@keyclub/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletConfig } from '../wagmi-config.ts';
import { isUserRejection, walletFailureText } from '../wallet-errors.ts';
import { useWalletStore } from '../wallet-store.ts';
import { linkConnectedWallet } from './link-wallet-flow.ts';

/**
 * Connect and verify the wallet (SPEC section 2, header and checkout): on success the user's
 * addresses replace the cached list and the wallet slice, with 'Verified address and successfully
 * logged in'; a refusal shows its text ('Signing address does not match connecting address', …).
 */
export function useWalletLink() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  return useMutation({
    // Its own onError words wallet failures too, so the app's error toast stays out.
    meta: { silent: true },
    mutationFn: () => {
      if (userId === null) throw new Error('Wallet linking needs a logged-in user');
      return linkConnectedWallet(walletConfig(), userId);
    },
    onSuccess: ({ address, addresses }) => {
      if (userId !== null) queryClient.setQueryData(queryKeys.wallets.list(userId), addresses);
      const wallet = useWalletStore.getState();
      wallet.setAddresses(addresses.map((item) => item.address));
      wallet.selectAddress(address);
      notify.success(MESSAGES.success.walletVerified);
    },
    onError: async (error) => {
      // Closing the wallet's prompt is the user's choice, not a failure to report.
      if (isUserRejection(error)) return;
      notify.error(await walletFailureText(error, MESSAGES.errors.default));
    },
  });
}
