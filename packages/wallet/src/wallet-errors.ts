import { readErrorText } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { BaseError } from 'viem';
import { WalletFlowError } from './flow-error.ts';

/** EIP-1193 4001: the user said no in the wallet (wagmi and viem wrap it, so look at every cause). */
export function isUserRejection(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === 4001) return true;
    if (cause instanceof BaseError && cause.name === 'UserRejectedRequestError') return true;
  }
  return false;
}

/** The injected connector found no window.ethereum. */
export const isWalletMissing = (error: unknown) =>
  error instanceof BaseError
    ? error.walk((cause) => (cause as Error).name === 'ProviderNotFoundError') !== null
    : (error as Error | undefined)?.name === 'ProviderNotFoundError';

/**
 * What to tell the user about a failed wallet flow: our own refusals as they are, a wallet or
 * chain failure as `chainFailure`, anything else (the API's answers) as the API words it.
 */
export async function walletFailureText(error: unknown, chainFailure: string): Promise<string> {
  if (error instanceof WalletFlowError) return error.message;
  if (isWalletMissing(error)) return MESSAGES.wallet.noWallet;
  if (error instanceof BaseError) return chainFailure;
  return readErrorText(error);
}
