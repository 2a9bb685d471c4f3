export declare function localChainBuildEnv(rpcUrl: string): {
  VITE_CHAIN_ID: string;
  VITE_CHAIN_RPC_URL: string;
  VITE_CHAIN_NAME: string;
};
