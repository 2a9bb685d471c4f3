import { useWallets } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { MESSAGES, shortenAddress } from '@keyclub/domain';
import { useEffect } from 'react';
import { useConnection } from 'wagmi';
import { useWalletStore } from '../wallet-store.ts';

/**
 * What the connect button says: the shortened address once the connected account is one of the
 * user's verified wallets, else 'Connect Wallet' (clicking then connects and verifies it). Keeps
 * the wallet slice in step with GET /wallet/{id}.
 */
export function useWalletLabel(): { label: string; verified: boolean } {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { data: wallets } = useWallets(userId);
  const addresses = useWalletStore((state) => state.addresses);
  const setAddresses = useWalletStore((state) => state.setAddresses);
  useEffect(() => {
    if (wallets) setAddresses(wallets.map((item) => item.address));
  }, [wallets, setAddresses]);

  const { address, status } = useConnection();
  const verified =
    status === 'connected' &&
    address !== undefined &&
    addresses.some((known) => known.toLowerCase() === address.toLowerCase());
  return verified && address
    ? { label: shortenAddress(address), verified }
    : { label: MESSAGES.wallet.connect, verified };
}
