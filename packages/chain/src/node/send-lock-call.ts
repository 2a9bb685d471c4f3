import { type Address, BaseError, decodeErrorResult, type Hex } from 'viem';
import { publicLockAbi } from '../abis/public-lock-abi.generated.ts';
import { unlockAbi } from '../abis/unlock-abi.generated.ts';
import type { Deployment } from '../deployment.ts';
import { type ChainCall, type ChainOutcome, encodeCall, outcomeOf } from '../lock-calls.ts';
import { confirm, publicClientFor, type ReceiptPollingOption, walletClientFor } from './clients.ts';

/** Who sends a call, and to which chain. */
export type LockCallSender = ReceiptPollingOption & {
  rpcUrl: string;
  deployment: Deployment;
  /** A lock manager's key (the API signer), or the creator-to-be of a lock. */
  signerKey: Hex;
};

/**
 * Sends one call with the encoding the API's chain port uses (lock-calls.ts) and waits until it is
 * mined; throws TransactionRevertedError when it reverted. For tests and tools: the API sends its
 * calls through its chain writes instead (recorded, resumable).
 */
export async function sendLockCall(
  sender: LockCallSender,
  call: ChainCall,
): Promise<{ outcome: ChainOutcome; txHash: Hex }> {
  const { deployment } = sender;
  const publicClient = publicClientFor(sender.rpcUrl);
  const walletClient = walletClientFor(sender.rpcUrl, deployment.chainId, sender.signerKey);
  const { to, data } = await encodeCall(call, {
    deployment,
    signer: walletClient.account.address,
    maxKeysPerAddress: (lock: Address) =>
      publicClient.readContract({ address: lock, abi: publicLockAbi, functionName: 'maxKeysPerAddress' }),
  });
  const hash = await walletClient.sendTransaction({ to, data }).catch((error: unknown) => {
    throw namedRevert(error);
  });
  const receipt = await confirm(publicClient, hash, {
    chainId: deployment.chainId,
    receiptPollingMs: sender.receiptPollingMs,
  });
  return { outcome: outcomeOf(call, receipt, deployment), txHash: receipt.transactionHash };
}

const lockErrors = [...publicLockAbi, ...unlockAbi].filter((item) => item.type === 'error');

/** sendTransaction knows no ABI: names the lock's custom error (ONLY_LOCK_MANAGER…) in what it throws. */
function namedRevert(error: unknown): unknown {
  if (!(error instanceof BaseError)) return error;
  const data = (
    error.walk((cause) => /^0x[0-9a-f]{8}/i.test(String((cause as { data?: unknown }).data))) as {
      data?: Hex;
    } | null
  )?.data;
  if (!data) return error;
  try {
    const { errorName } = decodeErrorResult({ abi: lockErrors, data });
    return new Error(`${errorName}: ${error.shortMessage}`, { cause: error });
  } catch {
    return error;
  }
}
