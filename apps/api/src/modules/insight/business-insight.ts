import { type BusinessInsight, INSIGHT_DAYS } from '@keyclub/domain';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/execute-rows.ts';
import type { AppDeps } from '../../deps.ts';
import { daySeries, localDay, rangeStart } from './day-range.ts';

/** How many of the latest sent announcements the reach chart shows. */
const ANNOUNCEMENTS_SHOWN = 10;

type Deps = Pick<AppDeps, 'db'>;

/**
 * Fulfilled sales (first sales and resales) and renewals per local day. The business's memberships
 * are found by `token_profiles.business_id`, their purchases by `(token_profile_id, status)`.
 */
async function salesPerDay(deps: Deps, businessId: number, zone: string) {
  const rows = await executeRows<{ day: string; sales: number; renewals: number }>(
    deps.db,
    sql`
    with sold as (
      select ${localDay(sql`p.fulfilled_at`, zone)} as day, p.kind
      from purchases p
      join token_profiles tp on tp.id = p.token_profile_id
      where tp.business_id = ${businessId} and p.status = 'FULFILLED' and p.fulfilled_at >= ${rangeStart(zone)}
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      count(sold.kind) filter (where sold.kind <> 'RENEWAL')::int as sales,
      count(sold.kind) filter (where sold.kind = 'RENEWAL')::int as renewals
    from ${daySeries(zone)} as d(day)
    left join sold on sold.day = d.day
    group by d.day
    order by d.day`,
  );
  return rows.map((row) => ({ day: row.day, sales: Number(row.sales), renewals: Number(row.renewals) }));
}

/** Activations of the business's copies over the range, by local weekday (0 = Monday) and hour. */
async function activationsByHour(deps: Deps, businessId: number, zone: string) {
  const rows = await executeRows<{ weekday: number; hour: number; activations: number }>(
    deps.db,
    sql`
    select (extract(isodow from a.activated_at at time zone ${zone}) - 1)::int as weekday,
      extract(hour from a.activated_at at time zone ${zone})::int as hour,
      count(*)::int as activations
    from activations a
    join tokens t on t.id = a.token_id
    where t.business_id = ${businessId} and a.activated_at >= ${rangeStart(zone)}
    group by 1, 2
    order by 1, 2`,
  );
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    activations: Number(row.activations),
  }));
}

/**
 * The latest sent announcements: one receipt per recipient is written when it is sent, and marked
 * read the first time that member opens it (PUT /announcement/read/{id}), so each counts once.
 */
async function announcementReach(deps: Deps, businessId: number) {
  const rows = await executeRows<{ id: number; title: string; sent: number; viewed: number }>(
    deps.db,
    sql`
    select latest.id, latest.subject as title,
      (select count(*) from announcement_users au where au.announcement_id = latest.id)::int as sent,
      (select count(*) from announcement_users au
        where au.announcement_id = latest.id and au.is_read)::int as viewed
    from (
      select an.id, an.subject, an.created_at
      from announcements an
      where an.business_id = ${businessId} and an.status <> 'PENDING'
      order by an.created_at desc, an.id desc
      limit ${ANNOUNCEMENTS_SHOWN}
    ) as latest
    order by latest.created_at desc, latest.id desc`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    sent: Number(row.sent),
    viewed: Number(row.viewed),
  }));
}

/** GET /insight: the dashboard charts' figures of one business (business id 0: none, every day 0). */
export async function businessInsight(
  deps: Deps,
  businessId: number,
  zone: string,
): Promise<BusinessInsight> {
  const [perDay, byHour, announcements] = await Promise.all([
    salesPerDay(deps, businessId, zone),
    activationsByHour(deps, businessId, zone),
    announcementReach(deps, businessId),
  ]);
  return { days: INSIGHT_DAYS, time_zone: zone, per_day: perDay, by_hour: byHour, announcements };
}
