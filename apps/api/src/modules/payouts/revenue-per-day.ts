import type { Revenue } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows.ts';
import type { AppDeps } from '../../deps.ts';

/**
 * GET /payouts/revenue: the business's card revenue per UTC day over the last `days` days (today
 * included), in one query: a series of days, each joined to its range of the business's earnings
 * by the `(business_id, created_at)` index and summed in the database. Refunded and failed sales
 * are left out; a day without sales is 0.
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
    left join business_earnings e
      on e.business_id = ${businessId}
      and e.created_at >= d.day at time zone 'UTC'
      and e.created_at < (d.day + interval '1 day') at time zone 'UTC'
      and exists (select 1 from purchases p where p.id = e.purchase_id and p.status not in ('FAILED', 'REFUNDED'))
    group by d.day
    order by d.day`,
  );
  const perDay = rows.map((row) => ({ day: row.day, amount: Number(row.amount) }));
  const cents = perDay.reduce((sum, day) => sum + Math.round(day.amount * 100), 0);
  return { days, total: cents / 100, per_day: perDay };
}
