/** The chain the consumer build targets (its VITE_CHAIN_* config), set once by the shell. */
export type WalletSettings = {
  chainId: number;
  /** JSON-RPC URL for reads and receipts; transactions and signatures go through the wallet. */
  rpcUrl: string;
  /** How the failure texts name the network (SPEC section 8, purchase failure). */
  networkName: string;
};

let settings: WalletSettings | null = null;

/** Called by the consumer shell at start, before any wallet screen renders. */
export function configureWallet(next: WalletSettings): void {
  settings = next;
}

export function walletSettings(): WalletSettings {
  if (!settings) throw new Error('configureWallet() must be called before a wallet screen renders');
  return settings;
}
