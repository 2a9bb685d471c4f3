import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEFAULT_CHAIN_ID } from './anvil.ts';

/** Reads always ask the node (no cached block number). */
export function publicClientFor(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
}

export function walletClientFor(rpcUrl: string, chainId: number, privateKey: Hex) {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  return createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) });
}

/** Local development chains (anvil, hardhat, ganache) mine each transaction at once. */
const LOCAL_CHAIN_IDS: ReadonlySet<number> = new Set([DEFAULT_CHAIN_ID, 1337]);
export const LOCAL_RECEIPT_POLLING_MS = 50;
/** Real chains make a block every 2 to 12 seconds: polling more often only costs RPC calls. */
export const DEFAULT_RECEIPT_POLLING_MS = 1_500;

/** Overrides the receipt polling interval the chain id chooses (fast on local chains, 1.5 s elsewhere). */
export type ReceiptPollingOption = { receiptPollingMs?: number | undefined };

/** How a transaction's receipt is awaited. */
export type ReceiptPolling = ReceiptPollingOption & { chainId: number };

export function receiptPollingInterval({ chainId, receiptPollingMs }: ReceiptPolling): number {
  if (receiptPollingMs !== undefined) return receiptPollingMs;
  return LOCAL_CHAIN_IDS.has(chainId) ? LOCAL_RECEIPT_POLLING_MS : DEFAULT_RECEIPT_POLLING_MS;
}

/** A mined transaction that reverted (e.g. a contract's require failed). */
export class TransactionRevertedError extends Error {
  constructor(readonly hash: Hex) {
    super(`Transaction ${hash} reverted`);
    this.name = 'TransactionRevertedError';
  }
}

type PublicClient = ReturnType<typeof publicClientFor>;

/** Waits for a mined receipt and throws TransactionRevertedError when the transaction reverted. */
export async function confirm(
  publicClient: PublicClient,
  hash: Hex,
  polling: ReceiptPolling,
): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({
    hash,
    pollingInterval: receiptPollingInterval(polling),
  });
  if (receipt.status !== 'success') throw new TransactionRevertedError(hash);
  return receipt;
}
