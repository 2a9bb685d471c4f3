// The heavy entry (wagmi, viem): imported by the buy route's lazy module only.
export { useWalletPurchase, type WalletPurchaseInput } from './use-wallet-purchase.ts';
