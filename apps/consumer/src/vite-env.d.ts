/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CHAIN_ID?: string;
  readonly VITE_CHAIN_RPC_URL?: string;
  readonly VITE_CHAIN_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
}
