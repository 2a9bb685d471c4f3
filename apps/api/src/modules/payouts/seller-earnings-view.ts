import type { EarningStatus, ResaleEarning } from '@keyclub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { sellerEarnings, treasuryPayouts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { earningStatusSql, ledgerSummary } from './earnings-view.ts';
import { iso, ledgerPage, treasuryShareStatus } from './ledger-rows.ts';

/** GET /payouts for a consumer: their account and their resale shares (the transaction fee is the platform's). */
export const sellerPayoutSummary = (deps: Pick<AppDeps, 'db' | 'env'>, userId: number) =>
  ledgerSummary(
    deps,
    { kind: 'consumer', userId },
    { ledger: sellerEarnings, amount: sellerEarnings.amount, where: eq(sellerEarnings.userId, userId) },
    deps.env.transactionFeePercentage,
  );

type SellerShareRow = {
  purchase_id: number;
  title: string;
  total_amount: string;
  commission_amount: string;
  transaction_amount: string;
  amount: string;
  status: EarningStatus;
  created_at: Date | string;
  paid_at: Date | string | null;
  method: 'CARD' | 'CRYPTO';
  paid_to: string | null;
  total_rows: string;
};

/**
 * GET /payouts/resale-earnings: the consumer's resales, newest first, one page read from the
 * database: what the buyer paid, the commission and fee taken from it, and the seller's share, a
 * card resale's (transferred to the payout account) or a crypto resale's (paid from the treasury
 * to the seller's wallet). A resale has one share, so its purchase id names the row.
 */
export async function listSellerEarnings(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  page: { page: number; limit: number },
): Promise<{ data: ResaleEarning[]; total: number }> {
  const { rows, total } = await ledgerPage<SellerShareRow>(deps, page, {
    select: ({ limit, offset }) => sql`
    select share.*, profile.title, payout.total_amount, payout.commission_amount, payout.transaction_amount,
      count(*) over () as total_rows
    from (
      select seller_earnings.purchase_id, seller_earnings.amount, ${earningStatusSql(sellerEarnings)} as status,
        seller_earnings.created_at, seller_earnings.transferred_at as paid_at, 'CARD' as method, null as paid_to
      from seller_earnings join purchases on purchases.id = seller_earnings.purchase_id
      where seller_earnings.user_id = ${userId}
      union all
      select treasury_payouts.purchase_id, treasury_payouts.amount, ${treasuryShareStatus},
        treasury_payouts.created_at, treasury_payouts.paid_at, 'CRYPTO', treasury_payouts.recipient
      from treasury_payouts where treasury_payouts.payee = 'SELLER' and treasury_payouts.user_id = ${userId}
    ) share
    join resale_payouts payout on payout.purchase_id = share.purchase_id
    join purchases bought on bought.id = share.purchase_id
    join token_profiles profile on profile.id = bought.token_profile_id
    order by share.purchase_id desc
    limit ${limit} offset ${offset}`,
    card: { ledger: sellerEarnings, where: eq(sellerEarnings.userId, userId) },
    cryptoWhere: and(eq(treasuryPayouts.userId, userId), eq(treasuryPayouts.payee, 'SELLER')),
  });
  return {
    total,
    data: rows.map((row) => ({
      id: row.purchase_id,
      purchase_id: row.purchase_id,
      title: row.title,
      total_amount: Number(row.total_amount),
      commission_amount: Number(row.commission_amount),
      transaction_amount: Number(row.transaction_amount),
      amount: Number(row.amount),
      status: row.status,
      created_at: iso(row.created_at),
      transferred_at: row.paid_at === null ? null : iso(row.paid_at),
      method: row.method,
      paid_to: row.paid_to,
    })),
  };
}
