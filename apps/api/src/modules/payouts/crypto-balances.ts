import { tokenUnitsToUsd } from '@keyclub/chain';
import type { CryptoBalances, CryptoWithdrawal } from '@keyclub/domain';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { cryptoWithdrawals, tokenProfiles, tokens } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { payoutWalletOf } from '../../read-models/payout-wallet.ts';
import { withdrawalJson } from './withdraw-crypto.ts';

const usd = (units: bigint) => Number(tokenUnitsToUsd(units));

/**
 * GET /payouts/crypto: per membership lock of the business, what its crypto sales left in the lock
 * (read on chain now, the locks' balances in one batched request) and what was withdrawn from it
 * (summed in the database), with the totals and the payout wallet.
 */
export async function cryptoBalances(deps: AppDeps, businessId: number): Promise<CryptoBalances> {
  const withdrawn = deps.db
    .select({
      profileId: cryptoWithdrawals.tokenProfileId,
      units:
        sql<string>`coalesce(sum(${cryptoWithdrawals.withdrawnUnits}) filter (where ${cryptoWithdrawals.status} = 'DONE'), 0)`.as(
          'units',
        ),
      pending: sql<boolean>`bool_or(${cryptoWithdrawals.status} = 'PENDING')`.as('pending'),
    })
    .from(cryptoWithdrawals)
    .where(eq(cryptoWithdrawals.businessId, businessId))
    .groupBy(cryptoWithdrawals.tokenProfileId)
    .as('withdrawn');
  const [wallet, rows] = await Promise.all([
    payoutWalletOf(deps, businessId),
    deps.db
      .select({
        tokenId: tokens.id,
        title: tokenProfiles.title,
        lock: tokenProfiles.contractAddress,
        withdrawnUnits: withdrawn.units,
        pending: withdrawn.pending,
      })
      .from(tokenProfiles)
      .innerJoin(tokens, and(eq(tokens.tokenProfileId, tokenProfiles.id), isNull(tokens.parentId)))
      .leftJoin(withdrawn, eq(withdrawn.profileId, tokenProfiles.id))
      .where(and(eq(tokenProfiles.businessId, businessId), isNotNull(tokenProfiles.contractAddress)))
      .orderBy(asc(tokens.id)),
  ]);
  const locks = await Promise.all(
    rows.map(async (row) => {
      const lock = getAddress(row.lock ?? '');
      const { units } = await deps.chain.readLockBalance(lock);
      const withdrawnUnits = BigInt(row.withdrawnUnits ?? 0);
      return {
        token_id: row.tokenId,
        title: row.title,
        lock,
        available_units: units.toString(),
        available_amount: usd(units),
        withdrawn_amount: usd(withdrawnUnits),
        withdrawal_pending: row.pending === true,
        units,
        withdrawnUnits,
      };
    }),
  );
  const total = (pick: (lock: (typeof locks)[number]) => bigint) =>
    usd(locks.reduce((sum, lock) => sum + pick(lock), 0n));
  return {
    wallet: wallet.address,
    available_amount: total((lock) => lock.units),
    withdrawn_amount: total((lock) => lock.withdrawnUnits),
    locks: locks.map(({ units: _units, withdrawnUnits: _withdrawn, ...lock }) => lock),
  };
}

/** GET /payouts/withdrawals: the business's withdrawals, newest first, one page from the database. */
export async function listWithdrawals(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  page: { page: number; limit: number },
): Promise<{ data: CryptoWithdrawal[]; total: number }> {
  const own = eq(cryptoWithdrawals.businessId, businessId);
  const rows = await deps.db
    .select({
      withdrawal: cryptoWithdrawals,
      tokenId: tokens.id,
      title: tokenProfiles.title,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(cryptoWithdrawals)
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, cryptoWithdrawals.tokenProfileId))
    .innerJoin(tokens, and(eq(tokens.tokenProfileId, tokenProfiles.id), isNull(tokens.parentId)))
    .where(own)
    .orderBy(desc(cryptoWithdrawals.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (page.page > 1 ? await deps.db.$count(cryptoWithdrawals, own) : 0);
  return { data: rows.map((row) => withdrawalJson(row.withdrawal, row.tokenId, row.title)), total };
}
