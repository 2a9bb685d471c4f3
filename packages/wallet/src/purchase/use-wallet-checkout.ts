import { useConnection } from 'wagmi';
import { useWalletPurchase } from './use-wallet-purchase.ts';

/**
 * The Buy page's wallet mode (SPEC section 2): `connected` while a wallet is connected, when Buy
 * Now / Renew Now pays with it (`buy`, see useWalletPurchase) instead of by card. `isPending` while
 * a purchase runs, and while the wallet of an earlier visit reconnects ('reconnecting'; with none,
 * wagmi says 'connecting' for a moment): which way Buy Now would pay is not known yet. Inside
 * WalletBoundary.
 */
export function useWalletCheckout() {
  const { status } = useConnection();
  const { buy, isPending } = useWalletPurchase();
  return { connected: status === 'connected', buy, isPending: isPending || status === 'reconnecting' };
}

export type WalletCheckout = ReturnType<typeof useWalletCheckout>;
