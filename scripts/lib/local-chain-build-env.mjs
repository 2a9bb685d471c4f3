/**
 * The build variables of a consumer build that pays on the local anvil chain (the demo, the tests
 * and the speed steps). A production build that names no chain points at Ethereum mainnet
 * (`buildEnvChain` in @keyclub/domain), so every local build names its chain here.
 */
export function localChainBuildEnv(rpcUrl) {
  // anvil's own chain id (DEFAULT_CHAIN_ID in @keyclub/chain/node).
  return { VITE_CHAIN_ID: '31337', VITE_CHAIN_RPC_URL: rpcUrl, VITE_CHAIN_NAME: 'Localhost 8545' };
}
