import type { PayoutTransfer } from '@keyclub/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { businessEarnings, treasuryPayouts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { cardRowId, commissionRowId, iso, ledgerPage, rowKind } from './ledger-rows.ts';

type PayoutMadeRow = {
  id: string;
  transfer_id: string | null;
  title: string;
  kind: string;
  amount: string;
  paid_at: Date | string;
  reversed_at: Date | string | null;
  paid_to: string | null;
  total_rows: string;
};

/**
 * GET /payouts/transfers: what was paid to the business, newest first (then by id), one page read
 * from the database: the transfers to its payout account (the `(business_id, transferred_at)` index
 * of transferred rows) and its crypto resale commissions paid from the treasury to its wallet (ids
 * kept apart as ledger-rows.ts numbers them).
 */
export async function listPayoutsMade(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  page: { page: number; limit: number },
): Promise<{ data: PayoutTransfer[]; total: number }> {
  const { rows, total } = await ledgerPage<PayoutMadeRow>(deps, page, {
    select: ({ limit, offset }) => sql`
    select made.*, profile.title, bought.kind, count(*) over () as total_rows
    from (
      select ${cardRowId} as id, business_earnings.purchase_id, business_earnings.transfer_id,
        business_earnings.net_amount as amount, business_earnings.transferred_at as paid_at,
        business_earnings.reversed_at, null as paid_to
      from business_earnings
      where business_earnings.business_id = ${businessId} and business_earnings.transfer_id is not null
      union all
      select ${commissionRowId}, treasury_payouts.purchase_id, treasury_payouts.tx_hash, treasury_payouts.amount,
        treasury_payouts.paid_at, null, treasury_payouts.recipient
      from treasury_payouts
      where treasury_payouts.business_id = ${businessId} and treasury_payouts.payee = 'BUSINESS'
        and treasury_payouts.status = 'PAID'
    ) made
    join purchases bought on bought.id = made.purchase_id
    join token_profiles profile on profile.id = bought.token_profile_id
    order by made.paid_at desc, made.id desc
    limit ${limit} offset ${offset}`,
    card: {
      ledger: businessEarnings,
      where: and(eq(businessEarnings.businessId, businessId), isNotNull(businessEarnings.transferId)),
    },
    cryptoWhere: and(
      eq(treasuryPayouts.businessId, businessId),
      eq(treasuryPayouts.payee, 'BUSINESS'),
      eq(treasuryPayouts.status, 'PAID'),
    ),
  });
  const data = rows.map(
    (row): PayoutTransfer => ({
      id: Number(row.id),
      transfer_id: row.transfer_id ?? '',
      title: row.title,
      kind: rowKind(row.kind),
      amount: Number(row.amount),
      transferred_at: iso(row.paid_at),
      reversed_at: row.reversed_at === null ? null : iso(row.reversed_at),
      // Only a commission paid to a wallet says where; a card transfer's row is as it was.
      ...(row.paid_to === null ? {} : { paid_to: row.paid_to }),
    }),
  );
  return { total, data };
}
