import { type ReactNode, useContext, useEffect } from 'react';
import { WagmiContext, WagmiProvider } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { walletConfig } from './wagmi-config.ts';

/**
 * wagmi's context for the wallet components (the app's query client, from mountApp, sits above
 * it). Inside another boundary it adds nothing: a second provider would hydrate the same config
 * again. The wallet of an earlier visit reconnects after mounting, not while rendering (wagmi's
 * own reconnect-on-mount updates the components below in the middle of a render).
 */
export function WalletBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(WagmiContext);
  useEffect(() => {
    if (!outer) void reconnect(walletConfig());
  }, [outer]);
  if (outer) return children;
  return (
    <WagmiProvider config={walletConfig()} reconnectOnMount={false}>
      {children}
    </WagmiProvider>
  );
}
