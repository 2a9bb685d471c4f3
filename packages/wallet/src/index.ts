// The light entry: nothing here imports wagmi or viem (they load with the lazy components and
// with `@keyclub/wallet/purchase`, which only lazy routes import).
export { ResumeWalletClaims } from './claims/resume-wallet-claims.tsx';
export { WalletConnectButton, WalletMenuItem } from './lazy-components.tsx';
export { configureWallet, type WalletSettings } from './wallet-settings.ts';
export { useWalletStore } from './wallet-store.ts';
