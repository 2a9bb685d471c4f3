import { defineChain } from 'viem';
import { type Config, createConfig, http, injected } from 'wagmi';
import { walletSettings } from './wallet-settings.ts';

let config: Config | null = null;

/** The one wagmi config: the injected wallet (MetaMask, SPEC's help center) on the build's chain. */
export function walletConfig(): Config {
  if (config) return config;
  const { chainId, rpcUrl, networkName } = walletSettings();
  const chain = defineChain({
    id: chainId,
    name: networkName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  config = createConfig({
    chains: [chain],
    connectors: [injected()],
    transports: { [chain.id]: http(rpcUrl) },
  });
  return config;
}
