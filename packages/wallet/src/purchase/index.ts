// The heavy entry (wagmi, viem): imported by the buy route's lazy module only.
export { WalletBoundary } from '../wallet-boundary.tsx';
export { useWalletCheckout, type WalletCheckout } from './use-wallet-checkout.ts';
export { useWalletPurchase, type WalletPurchaseInput } from './use-wallet-purchase.ts';
