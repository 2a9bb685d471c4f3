import { INSIGHT_DAYS } from '@keyclub/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The range's days in `zone`, oldest first, as local midnights (`timestamp`), today included:
 * `day at time zone zone` is the instant the local day starts.
 */
export const daySeries = (zone: string): SQL => sql`generate_series(
  date_trunc('day', now() at time zone ${zone}) - ${INSIGHT_DAYS - 1} * interval '1 day',
  date_trunc('day', now() at time zone ${zone}),
  interval '1 day'
)`;

/** The instant the range's first local day starts in `zone`. */
export const rangeStart = (zone: string): SQL =>
  sql`(date_trunc('day', now() at time zone ${zone}) - ${INSIGHT_DAYS - 1} * interval '1 day') at time zone ${zone}`;

/** `instant`'s local day in `zone` (a `timestamp` that matches a row of daySeries). */
export const localDay = (instant: SQL, zone: string): SQL =>
  sql`date_trunc('day', ${instant} at time zone ${zone})`;
