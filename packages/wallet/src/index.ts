export { useWalletStore } from './wallet-store.ts';
