import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import {
  type ChainWriteDeps,
  type ChainWriteKind,
  type ChainWriteRow,
  payloadOf,
} from '../../chain-writes/chain-write-kind.ts';
import { cryptoWithdrawals } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';

export const WITHDRAW_WRITE = 'payout.withdraw';

/** A lock's stablecoin to the business's payout wallet (crypto_withdrawals row `withdrawalId`). */
export type WithdrawPayload = {
  withdrawalId: number;
  lock: Address;
  token: Address;
  recipient: Address;
  /** Base units asked for. */
  amount: string;
};

export const MORE_THAN_THE_LOCK_HOLDS = 'This is more than the membership’s lock holds now.';

/** At most one unfinished withdrawal per lock: two at once could ask for the same balance twice. */
export const withdrawSubject = (lock: Address) => `lock-withdraw:${lock.toLowerCase()}`;

/**
 * Why a mined payout's row was not written, or a send cut off before its hash was saved (or a
 * node that stopped answering while it was handed over): the chain is the truth, a person
 * reconciles the row. Any other failure sent nothing that can mine.
 */
export const uncertain = (write: ChainWriteRow) =>
  write.minedTxHashes.length > 0 || write.error?.status === 503;

/**
 * The lock's `withdraw(token, recipient, amount)` as its lock manager (the API signer). Not
 * resendable: sent twice, it would pay twice. Before sending, the lock's balance is read again:
 * withdrawals of one lock are one at a time (the write's subject), so a balance that covers the
 * amount now still covers it when the transaction mines.
 */
export const withdrawWrite: ChainWriteKind = {
  resendable: false,
  async nextCall(deps, write) {
    if (write.result.withdrawn !== undefined) return null;
    const { lock, token, recipient, amount } = payloadOf<WithdrawPayload>(write);
    const balance = await deps.chain.readLockBalance(lock);
    if (balance.units < BigInt(amount)) throw new HttpError(409, MORE_THAN_THE_LOCK_HOLDS);
    return { type: 'withdraw', lock, token, recipient, amount };
  },
  async finish(tx, _deps, write) {
    const { withdrawalId } = payloadOf<WithdrawPayload>(write);
    await tx
      .update(cryptoWithdrawals)
      .set({
        status: 'DONE',
        withdrawnUnits: String(write.result.withdrawn),
        txHash: write.txHash,
        completedAt: new Date(),
      })
      .where(and(eq(cryptoWithdrawals.id, withdrawalId), eq(cryptoWithdrawals.status, 'PENDING')));
    return {};
  },
  async abandon(deps: ChainWriteDeps, write) {
    const { withdrawalId } = payloadOf<WithdrawPayload>(write);
    await deps.db
      .update(cryptoWithdrawals)
      .set({ status: 'FAILED', txHash: write.txHash, completedAt: new Date() })
      .where(and(eq(cryptoWithdrawals.id, withdrawalId), eq(cryptoWithdrawals.status, 'PENDING')));
    if (uncertain(write)) {
      deps.logger.error(
        { withdrawal: withdrawalId, write: write.id, hashes: write.minedTxHashes },
        'a crypto withdrawal may have been paid on chain: check the lock before retrying',
      );
    }
  },
};
