import { claimCryptoPurchase, httpStatusOf } from '@keyclub/api-client';
import { CARD_POLL_INTERVAL_MS, type PurchaseResult } from '@keyclub/domain';
import type { Address } from 'viem';
import type { PaidKey } from './pay-lock.ts';

/**
 * The API answers `pending` while the transaction lacks confirmations; it is asked again for 2 min,
 * and so it is when it could not be reached or failed (5xx): the key is paid for, only a refusal
 * (4xx) ends the claim.
 */
const CLAIM_ATTEMPTS = 24;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /tokens/{id}/purchase?crypto=true until the API has checked the transaction on chain. */
export async function claimPaidKey(
  tokenId: number,
  buyer: Address,
  paid: PaidKey,
  intervalMs = CARD_POLL_INTERVAL_MS,
): Promise<PurchaseResult> {
  const claim = { token_id_bc: paid.keyId.toString(), wallet_address: buyer, tx_hash: paid.txHash };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await claimCryptoPurchase(tokenId, claim);
      if (!result.pending || attempt === CLAIM_ATTEMPTS) return result;
    } catch (error) {
      const status = httpStatusOf(error);
      if ((status !== undefined && status < 500) || attempt === CLAIM_ATTEMPTS) throw error;
    }
    await pause(intervalMs);
  }
}
