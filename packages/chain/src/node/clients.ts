import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

// Anvil mines each transaction at once; poll receipts fast instead of viem's 4 s default.
const POLLING_INTERVAL_MS = 50;

export function publicClientFor(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl), pollingInterval: POLLING_INTERVAL_MS });
}

export function walletClientFor(rpcUrl: string, chainId: number, privateKey: Hex) {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain,
    transport: http(rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
  });
}

type PublicClient = ReturnType<typeof publicClientFor>;

/** Waits for a mined receipt and throws when the transaction reverted. */
export async function confirm(publicClient: PublicClient, hash: Hex): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return receipt;
}
