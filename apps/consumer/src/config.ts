import { buildEnvPositiveInt, buildEnvText, buildEnvUrl } from '@keyclub/domain';

// The only reader of import.meta.env in this app (docs/architecture.md, Habits).
const env = import.meta.env;

export const API_URL = buildEnvUrl(env, 'VITE_API_URL', 'http://localhost:3000');

/** The chain wallets pay on (SPEC section 9); the local dev chain unless the build says otherwise. */
export const CHAIN = {
  chainId: buildEnvPositiveInt(env, 'VITE_CHAIN_ID', 31337),
  rpcUrl: buildEnvUrl(env, 'VITE_CHAIN_RPC_URL', 'http://127.0.0.1:8545'),
  networkName: buildEnvText(env, 'VITE_CHAIN_NAME', 'Localhost 8545'),
};

/** The build's role: the two apps differ only by this (SPEC section 1). */
export const ROLE = 'CONSUMER' as const;
