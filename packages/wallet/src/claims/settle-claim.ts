import { MESSAGES, type PurchaseResult } from '@keyclub/domain';
import type { QueryClient } from '@tanstack/react-query';
import { WalletFlowError } from '../flow-error.ts';
import { claimPaidKey, isRefusal } from './claim-paid-key.ts';
import { type UnclaimedPurchase, useUnclaimedStore } from './unclaimed-store.ts';

/**
 * Claims a paid key, remembering it until the API has answered: a copy or a refusal forgets it,
 * while an API that stays unreachable or pending leaves it for the next visit (ResumeWalletClaims).
 * Answers the owned copy's id; throws the API's refusal, or a WalletFlowError with the text to show.
 */
export async function settleClaim(
  queryClient: QueryClient,
  purchase: UnclaimedPurchase,
  intervalMs?: number,
): Promise<number> {
  const store = useUnclaimedStore.getState();
  store.keep(purchase);
  let result: PurchaseResult;
  try {
    result = await claimPaidKey(queryClient, purchase.tokenId, purchase.claim, intervalMs);
  } catch (error) {
    if (isRefusal(error)) store.forget(purchase.userId);
    throw error;
  }
  if (result.pending) throw new WalletFlowError(MESSAGES.checkout.processingTitle);
  store.forget(purchase.userId);
  if (result.error || result.token_id === null)
    throw new WalletFlowError(result.error ?? MESSAGES.errors.default);
  return result.token_id;
}
