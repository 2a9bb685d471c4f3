import { useWalletCheckout, WalletBoundary } from '@keyclub/wallet/purchase';
import type { ReactNode } from 'react';
import type { WalletMode } from './payment-panel.tsx';

export interface WalletModeProviderProps {
  children: (wallet: WalletMode) => ReactNode;
}

function WithWalletMode({ children }: WalletModeProviderProps) {
  return children(useWalletCheckout());
}

/**
 * The Buy page's wallet mode (wagmi, viem): the buy route loads this module only once a payment
 * method is chosen, so the page's first paint and its card path go without the wallet libraries.
 */
export default function WalletModeProvider({ children }: WalletModeProviderProps) {
  return (
    <WalletBoundary>
      <WithWalletMode>{children}</WithWalletMode>
    </WalletBoundary>
  );
}
