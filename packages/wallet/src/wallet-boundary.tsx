import type { ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { walletConfig } from './wagmi-config.ts';

/** wagmi's context for the wallet components; the app's query client (mountApp) sits above it. */
export function WalletBoundary({ children }: { children: ReactNode }) {
  return <WagmiProvider config={walletConfig()}>{children}</WagmiProvider>;
}
