import { claimCryptoPurchase, httpStatusOf, pollUntil } from '@keyclub/api-client';
import { CARD_POLL_INTERVAL_MS, type CryptoPurchaseRequest, type PurchaseResult } from '@keyclub/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The API answers `pending` while the transaction lacks confirmations; it is asked again for 2 min,
 * and so it is when it could not be reached or failed (5xx): the key is paid for, only a refusal
 * (4xx) ends the claim.
 */
const CLAIM_ATTEMPTS = 24;

/** A 4xx: the API checked the claim and refused it; asking again changes nothing. */
export const isRefusal = (error: unknown) => {
  const status = httpStatusOf(error);
  return status !== undefined && status < 500;
};

/** POST /tokens/{id}/purchase?crypto=true until the API has checked the transaction on chain. */
export function claimPaidKey(
  queryClient: QueryClient,
  tokenId: number,
  claim: CryptoPurchaseRequest,
  intervalMs = CARD_POLL_INTERVAL_MS,
): Promise<PurchaseResult> {
  let asked = 0;
  return pollUntil(queryClient, {
    queryKey: ['purchases', 'crypto-claim', tokenId, claim.tx_hash],
    queryFn: () => {
      asked += 1;
      return claimCryptoPurchase(tokenId, claim);
    },
    settled: (result) => !result.pending,
    intervalMs,
    keepAsking: () => asked < CLAIM_ATTEMPTS,
    retryable: (error) => !isRefusal(error),
  });
}
