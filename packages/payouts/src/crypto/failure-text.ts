import { readErrorText } from '@keyclub/api-client';

export const NO_BROWSER_WALLET = 'No wallet was found in this browser. Install MetaMask, then try again.';

/** EIP-1193's "the user rejected the request", on the error or the cause viem wraps it in. */
const USER_REJECTED = 4001;
const codeOf = (error: unknown): unknown =>
  (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;

/** What went wrong, in words: no wallet, the owner's refusal in it, or the API's answer. */
export async function cryptoFailureText(error: unknown): Promise<string> {
  if (error instanceof Error && error.message === NO_BROWSER_WALLET) return error.message;
  if (codeOf(error) === USER_REJECTED) return 'You cancelled the request in your wallet.';
  return readErrorText(error);
}
