import { INSIGHT_DAYS, type PlatformFigures } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows.ts';
import type { AppDeps } from '../../deps.ts';
import { daySeries, localDay, rangeStart } from './day-range.ts';

type Row = {
  day: string;
  sales: number;
  sales_amount: string;
  fees: string;
  active_memberships: number;
  activations: number;
};

/**
 * GET /operator/figures: the whole platform per local day, in one statement. Each figure is
 * aggregated once over the range by its own index (purchases by `fulfilled_at`, earnings by
 * `created_at`, activations by `activated_at`), then joined to the days; the held copies are read
 * once for all days. Active memberships are the copies held at the day's end (now, for today)
 * whose key, by its current expiry, had not lapsed: a renewal moves a key's expiry, so past days
 * count a since-renewed copy as live.
 */
export async function platformFigures(deps: Pick<AppDeps, 'db'>, zone: string): Promise<PlatformFigures> {
  const start = rangeStart(zone);
  const rows = await executeRows<Row>(
    deps.db,
    sql`
    with days as (select d.day from ${daySeries(zone)} as d(day)),
    sold as (
      select ${localDay(sql`p.fulfilled_at`, zone)} as day, count(*)::int as sales, sum(p.amount) as amount
      from purchases p
      where p.status = 'FULFILLED' and p.fulfilled_at >= ${start}
      group by 1
    ),
    fees as (
      select ${localDay(sql`e.created_at`, zone)} as day, sum(e.fee_amount) as fees
      from business_earnings e
      join purchases p on p.id = e.purchase_id and p.status not in ('FAILED', 'REFUNDED')
      where e.created_at >= ${start}
      group by 1
    ),
    activated as (
      select ${localDay(sql`a.activated_at`, zone)} as day, count(*)::int as activations
      from activations a
      where a.activated_at >= ${start}
      group by 1
    ),
    -- A held copy is live at a day's end from the day it was made until the day its key lapsed
    -- (never, with no expiry; today ends now). One pass over the held copies counts, per day, those
    -- that became live and those that lapsed (both clamped to the range's first day); their running
    -- sum is each day's live count.
    held as (
      select greatest(${localDay(sql`t.created_at`, zone)}, (select min(day) from days)) as born,
        case when t.expires_at is not null and greatest(t.created_at, t.expires_at) < now()
          then greatest(${localDay(sql`greatest(t.created_at, t.expires_at)`, zone)}, (select min(day) from days))
        end as lapsed
      from tokens t
      where t.parent_id is not null and t.owner_id is not null
    ),
    born as (select born as day, count(*) as copies from held group by 1),
    lapsed as (select lapsed as day, count(*) as copies from held where lapsed is not null group by 1),
    live as (
      select days.day,
        sum(coalesce(born.copies, 0) - coalesce(lapsed.copies, 0)) over (order by days.day) as memberships
      from days
      left join born on born.day = days.day
      left join lapsed on lapsed.day = days.day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(sold.sales, 0)::int as sales,
      coalesce(sold.amount, 0)::text as sales_amount,
      coalesce(fees.fees, 0)::text as fees,
      coalesce(live.memberships, 0)::int as active_memberships,
      coalesce(activated.activations, 0)::int as activations
    from days
    left join sold on sold.day = days.day
    left join fees on fees.day = days.day
    left join activated on activated.day = days.day
    left join live on live.day = days.day
    order by days.day`,
  );
  return {
    days: INSIGHT_DAYS,
    time_zone: zone,
    per_day: rows.map((row) => ({
      day: row.day,
      sales: Number(row.sales),
      sales_amount: Number(row.sales_amount),
      fees: Number(row.fees),
      active_memberships: Number(row.active_memberships),
      activations: Number(row.activations),
    })),
  };
}
