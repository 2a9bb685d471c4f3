import type { Revenue } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * GET /payouts/revenue: the business's revenue per UTC day over the last `days` days (today
 * included), card and crypto, in one query: a series of days, each joined to its range of the
 * business's revenue and summed in the database. Revenue is the card ledger's gross (sales,
 * renewals, resale commissions; the `(business_id, created_at)` index), the crypto sales and
 * renewals paid into its locks (delivered), and the crypto resale commissions owed or paid from the
 * treasury. Refunded and failed sales are left out; a day without sales is 0.
 */
export async function revenuePerDay(
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  days: number,
): Promise<Revenue> {
  const rows = await executeRows<{ day: string; amount: string }>(
    deps.db,
    sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(e.gross_amount), 0)::text as amount
    from generate_series(
      date_trunc('day', now() at time zone 'UTC') - ${days - 1} * interval '1 day',
      date_trunc('day', now() at time zone 'UTC'),
      interval '1 day'
    ) as d(day)
    left join (
      select earning.created_at, earning.gross_amount from business_earnings earning
      where earning.business_id = ${businessId}
        and exists (select 1 from purchases p where p.id = earning.purchase_id and p.status not in ('FAILED', 'REFUNDED'))
      union all
      select sale.created_at, sale.amount from purchases sale
      join token_profiles profile on profile.id = sale.token_profile_id
      where profile.business_id = ${businessId} and sale.provider = 'crypto'
        and sale.kind in ('PURCHASE', 'RENEWAL') and sale.status = 'FULFILLED'
      union all
      select share.created_at, share.amount from treasury_payouts share
      where share.business_id = ${businessId} and share.status <> 'CANCELLED'
    ) e
      on e.created_at >= d.day at time zone 'UTC'
      and e.created_at < (d.day + interval '1 day') at time zone 'UTC'
    group by d.day
    order by d.day`,
  );
  const perDay = rows.map((row) => ({ day: row.day, amount: Number(row.amount) }));
  const cents = perDay.reduce((sum, day) => sum + Math.round(day.amount * 100), 0);
  return { days, total: cents / 100, per_day: perDay };
}
