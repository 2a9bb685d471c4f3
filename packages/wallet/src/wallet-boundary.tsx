import { type ReactNode, useContext, useEffect } from 'react';
import { WagmiContext } from 'wagmi';
import { reconnect } from 'wagmi/actions';
import { walletConfig } from './wagmi-config.ts';

/**
 * wagmi's context for the wallet components (the app's query client, from mountApp, sits above
 * it). Inside another boundary it adds nothing. The wallet of an earlier visit reconnects after
 * mounting, not while rendering (wagmi's own reconnect-on-mount updates the components below in
 * the middle of a render), and not when a wallet is connected already (a reconnect passes through
 * 'reconnecting', when the buy page cannot tell whether a wallet would pay). It provides the
 * context itself rather than through WagmiProvider: that one, without reconnect-on-mount, empties
 * the config's connections on every render of its own (wagmi's Hydrate), so any state change above
 * it (the buy page's terms checkbox) dropped the wallet the user had just connected.
 */
export function WalletBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(WagmiContext);
  useEffect(() => {
    const config = walletConfig();
    if (!outer && config.state.status !== 'connected') void reconnect(config);
  }, [outer]);
  if (outer) return children;
  return <WagmiContext.Provider value={walletConfig()}>{children}</WagmiContext.Provider>;
}
