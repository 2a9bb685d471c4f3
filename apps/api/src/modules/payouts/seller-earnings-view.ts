import type { PayoutSummary, ResaleEarning } from '@keyclub/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { purchases, resalePayouts, sellerEarnings, tokenProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { balanceSums, earningStatusSql } from './earnings-view.ts';
import { accountStatus, payoutAccountOf } from './payout-account.ts';

/** GET /payouts for a consumer: their payout account's state and their resale shares, summed in the database. */
export async function sellerPayoutSummary(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: number,
): Promise<PayoutSummary> {
  const account = await payoutAccountOf(deps, { kind: 'consumer', userId });
  const [sums] = await deps.db
    .select(balanceSums(sellerEarnings, sellerEarnings.amount))
    .from(sellerEarnings)
    .innerJoin(purchases, eq(purchases.id, sellerEarnings.purchaseId))
    .where(eq(sellerEarnings.userId, userId));
  return {
    account_status: accountStatus(account),
    waiting_amount: Number(sums?.waiting ?? 0),
    transferred_amount: Number(sums?.transferred ?? 0),
    platform_fee_percentage: deps.env.transactionFeePercentage,
  };
}

/**
 * GET /payouts/resale-earnings: the consumer's card resales, newest first, one page read from the
 * database: what the buyer paid, the commission and fee taken from it, and the seller's share.
 */
export async function listSellerEarnings(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  page: { page: number; limit: number },
): Promise<{ data: ResaleEarning[]; total: number }> {
  const mine = eq(sellerEarnings.userId, userId);
  const rows = await deps.db
    .select({
      id: sellerEarnings.id,
      purchaseId: sellerEarnings.purchaseId,
      title: tokenProfiles.title,
      total: resalePayouts.totalAmount,
      commission: resalePayouts.commissionAmount,
      transaction: resalePayouts.transactionAmount,
      amount: sellerEarnings.amount,
      status: earningStatusSql(sellerEarnings),
      createdAt: sellerEarnings.createdAt,
      transferredAt: sellerEarnings.transferredAt,
      totalRows: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(sellerEarnings)
    .innerJoin(purchases, eq(purchases.id, sellerEarnings.purchaseId))
    .innerJoin(resalePayouts, eq(resalePayouts.purchaseId, sellerEarnings.purchaseId))
    .innerJoin(tokenProfiles, eq(tokenProfiles.id, purchases.tokenProfileId))
    .where(mine)
    .orderBy(desc(sellerEarnings.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const total = rows[0]?.totalRows ?? (page.page > 1 ? await deps.db.$count(sellerEarnings, mine) : 0);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      purchase_id: row.purchaseId,
      title: row.title,
      total_amount: Number(row.total),
      commission_amount: Number(row.commission),
      transaction_amount: Number(row.transaction),
      amount: Number(row.amount),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      transferred_at: row.transferredAt?.toISOString() ?? null,
    })),
  };
}
