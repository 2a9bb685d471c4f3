import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { type ChainWriteDeps, type ChainWriteKind, payloadOf } from '../../chain-writes/chain-write-kind.ts';
import { treasuryPayouts } from '../../db/schema/index.ts';
import { uncertain } from './withdraw-write.ts';

export const TREASURY_PAYOUT_WRITE = 'payout.treasury';

/** A crypto resale's share (treasury_payouts row `payoutId`) from the treasury to its payee's wallet. */
export type TreasuryPayoutPayload = {
  payoutId: number;
  token: Address;
  treasury: Address;
  recipient: Address;
  /** Base units. */
  amount: string;
};

/** One live write per share: a second pass can never record another while one is unfinished. */
export const treasuryPayoutSubject = (payoutId: number) => `treasury-payout:${payoutId}`;

/** A refused send (nothing reached the chain: no allowance, a short treasury) is tried again after this. */
export const TREASURY_RETRY_MS = 60_000;

/**
 * The stablecoin's `transferFrom(treasury, recipient, amount)` by the API signer, on the allowance
 * the treasury gave it. Not resendable: sent twice, it would pay twice. Finished, the share is PAID
 * with the transaction's hash; a failure that may have paid is FAILED for a person, and any other
 * puts the share back to WAITING, to be recorded as a new write after TREASURY_RETRY_MS.
 */
export const treasuryPayoutWrite: ChainWriteKind = {
  resendable: false,
  async nextCall(_deps, write) {
    if (write.result.paid !== undefined) return null;
    const { token, treasury, recipient, amount } = payloadOf<TreasuryPayoutPayload>(write);
    return { type: 'payFromTreasury', token, treasury, recipient, amount };
  },
  async finish(tx, _deps, write) {
    await tx
      .update(treasuryPayouts)
      .set({ status: 'PAID', txHash: write.txHash, paidAt: new Date(), lastError: null })
      .where(
        and(
          eq(treasuryPayouts.id, payloadOf<TreasuryPayoutPayload>(write).payoutId),
          eq(treasuryPayouts.chainWriteId, write.id),
        ),
      );
    return {};
  },
  async abandon(deps: ChainWriteDeps, write) {
    const { payoutId } = payloadOf<TreasuryPayoutPayload>(write);
    const mayHavePaid = uncertain(write);
    const lastError = write.error?.message ?? 'unknown';
    await deps.db
      .update(treasuryPayouts)
      .set(
        mayHavePaid
          ? { status: 'FAILED', txHash: write.txHash, lastError }
          : {
              status: 'WAITING',
              chainWriteId: null,
              recipient: null,
              retryAfter: new Date(Date.now() + TREASURY_RETRY_MS),
              lastError,
            },
      )
      .where(
        and(
          eq(treasuryPayouts.id, payoutId),
          eq(treasuryPayouts.status, 'SENDING'),
          eq(treasuryPayouts.chainWriteId, write.id),
        ),
      );
    if (mayHavePaid) {
      deps.logger.error(
        { treasuryPayout: payoutId, write: write.id, hashes: write.minedTxHashes },
        'a crypto resale share may have been paid on chain: check the treasury before paying it again',
      );
    }
  },
};
