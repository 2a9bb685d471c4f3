import { tokenUnitsToUsd } from '@keyclub/chain';
import type { CryptoWithdrawal, CryptoWithdrawalRequest } from '@keyclub/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { settledOutcome } from '../../chain-writes/write-json.ts';
import { cryptoWithdrawals, payoutWallets, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  MORE_THAN_THE_LOCK_HOLDS,
  WITHDRAW_WRITE,
  type WithdrawPayload,
  withdrawSubject,
} from './withdraw-write.ts';

export const NO_PAYOUT_WALLET = 'Link a payout wallet in Settings → Payouts before you withdraw.';
export const WITHDRAWAL_UNDER_WAY =
  'A withdrawal from this membership is already on its way. Wait for it to finish.';

const refuse = (status: 400 | 409, message: string, field?: string) =>
  new HttpError(status, message, field ? [{ field, message }] : undefined);

/** The business's own membership with a lock: its profile, title and lock. A stranger's is 404. */
async function ownLock(deps: Pick<AppDeps, 'db'>, businessId: number, tokenId: number) {
  const [row] = await deps.db
    .select({ profileId: tokenProfiles.id, title: tokenProfiles.title, lock: tokenProfiles.contractAddress })
    .from(tokens)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, tokens.tokenProfileId))
    .where(and(eq(tokens.id, tokenId), isNull(tokens.parentId), eq(tokenProfiles.businessId, businessId)));
  if (!row?.lock) throw notFound();
  return { ...row, lock: getAddress(row.lock) };
}

/** A withdrawal row as the API answers it. */
export const withdrawalJson = (
  row: typeof cryptoWithdrawals.$inferSelect,
  tokenId: number,
  title: string,
): CryptoWithdrawal => ({
  id: row.id,
  token_id: tokenId,
  title,
  recipient: row.recipient,
  requested_amount: Number(tokenUnitsToUsd(BigInt(row.requestedUnits))),
  withdrawn_amount: row.withdrawnUnits === null ? null : Number(tokenUnitsToUsd(BigInt(row.withdrawnUnits))),
  status: row.status as CryptoWithdrawal['status'],
  tx_hash: row.txHash,
  created_at: row.createdAt.toISOString(),
  completed_at: row.completedAt?.toISOString() ?? null,
});

/**
 * POST /payouts/withdrawals: the business's own lock pays `amount_units` of its stablecoin to the
 * business's payout wallet. Checked against the lock's balance on chain (outside any transaction),
 * then the withdrawal and its chain write are recorded in one short transaction: at most one
 * unfinished withdrawal per lock (the write's subject), so a double submit or two requests at once
 * make one. The write is then driven as the others are (sent, awaited with no transaction open,
 * resumed after a restart). Answers the withdrawal, DONE or still PENDING.
 */
export async function withdrawCrypto(
  deps: AppDeps,
  owner: { userId: number; businessId: number },
  request: CryptoWithdrawalRequest,
): Promise<CryptoWithdrawal> {
  const membership = await ownLock(deps, owner.businessId, request.token_id);
  const [wallet] = await deps.db
    .select({ address: payoutWallets.address })
    .from(payoutWallets)
    .where(eq(payoutWallets.businessId, owner.businessId));
  if (!wallet) throw refuse(409, NO_PAYOUT_WALLET);

  const balance = await deps.chain.readLockBalance(membership.lock);
  if (BigInt(request.amount_units) > balance.units)
    throw refuse(400, MORE_THAN_THE_LOCK_HOLDS, 'amount_units');

  const recorded = await deps.db.transaction(async (tx) => {
    const [withdrawal] = await tx
      .insert(cryptoWithdrawals)
      .values({
        businessId: owner.businessId,
        tokenProfileId: membership.profileId,
        lock: membership.lock,
        recipient: wallet.address,
        requestedUnits: request.amount_units,
        requestedById: owner.userId,
      })
      .returning();
    if (!withdrawal) throw new Error('The withdrawal was not recorded');
    const payload: WithdrawPayload = {
      withdrawalId: withdrawal.id,
      lock: membership.lock,
      token: balance.token,
      recipient: wallet.address as Address,
      amount: request.amount_units,
    };
    const write = await deps.chainWrites.record(tx, {
      kind: WITHDRAW_WRITE,
      payload,
      subject: withdrawSubject(membership.lock),
      businessId: owner.businessId,
      requestedById: owner.userId,
    });
    // Another withdrawal of this lock is unfinished: this one is rolled back whole.
    if (!write) throw refuse(409, WITHDRAWAL_UNDER_WAY);
    await tx
      .update(cryptoWithdrawals)
      .set({ chainWriteId: write.id })
      .where(eq(cryptoWithdrawals.id, withdrawal.id));
    return { withdrawalId: withdrawal.id, writeId: write.id };
  });

  // A FAILED write throws what it failed with (the chain's refusal, the balance read again).
  settledOutcome(await deps.chainWrites.settle(recorded.writeId));
  const [row] = await deps.db
    .select()
    .from(cryptoWithdrawals)
    .where(eq(cryptoWithdrawals.id, recorded.withdrawalId));
  if (!row) throw new Error(`Withdrawal ${recorded.withdrawalId} vanished`);
  return withdrawalJson(row, request.token_id, membership.title);
}
