import { claimCryptoPurchase, httpStatusOf } from '@keyclub/api-client';
import { CARD_POLL_INTERVAL_MS, type CryptoPurchaseRequest, type PurchaseResult } from '@keyclub/domain';

/**
 * The API answers `pending` while the transaction lacks confirmations; it is asked again for 2 min,
 * and so it is when it could not be reached or failed (5xx): the key is paid for, only a refusal
 * (4xx) ends the claim.
 */
const CLAIM_ATTEMPTS = 24;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 4xx: the API checked the claim and refused it; asking again changes nothing. */
export const isRefusal = (error: unknown) => {
  const status = httpStatusOf(error);
  return status !== undefined && status < 500;
};

/** POST /tokens/{id}/purchase?crypto=true until the API has checked the transaction on chain. */
export async function claimPaidKey(
  tokenId: number,
  claim: CryptoPurchaseRequest,
  intervalMs = CARD_POLL_INTERVAL_MS,
): Promise<PurchaseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await claimCryptoPurchase(tokenId, claim);
      if (!result.pending || attempt === CLAIM_ATTEMPTS) return result;
    } catch (error) {
      if (isRefusal(error) || attempt === CLAIM_ATTEMPTS) throw error;
    }
    await pause(intervalMs);
  }
}
