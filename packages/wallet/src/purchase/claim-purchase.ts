import { claimCryptoPurchase } from '@keyclub/api-client';
import { CARD_POLL_INTERVAL_MS, type PurchaseResult } from '@keyclub/domain';
import type { Address } from 'viem';
import type { PaidKey } from './pay-lock.ts';

/** The API answers `pending` while the transaction lacks confirmations; it is asked again for 2 min. */
const CLAIM_ATTEMPTS = 24;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /tokens/{id}/purchase?crypto=true until the API has checked the transaction on chain. */
export async function claimPaidKey(tokenId: number, buyer: Address, paid: PaidKey): Promise<PurchaseResult> {
  const claim = { token_id_bc: paid.keyId.toString(), wallet_address: buyer, tx_hash: paid.txHash };
  for (let attempt = 1; ; attempt += 1) {
    const result = await claimCryptoPurchase(tokenId, claim);
    if (!result.pending || attempt === CLAIM_ATTEMPTS) return result;
    await pause(CARD_POLL_INTERVAL_MS);
  }
}
