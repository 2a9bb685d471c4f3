import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Fields selected under their keys as column names (`… as "key"`), so that the rows `rawRows`
 * answers are keyed by them. Keys must be unique across the select.
 */
export function asNamed(fields: Record<string, AnyColumn | SQL>): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]));
}

type AllRows = (placeholderValues?: Record<string, unknown>) => Promise<unknown[]>;

/**
 * The rows of a prepared select as the driver parses them — keyed by column name, PostgreSQL's
 * text for timestamps and numerics, JSON parsed — without drizzle's generic per-column mapping
 * (`mapResultRow`: a prototype walk per field; 90 columns × 12 rows took about a fifth of the API's
 * CPU on a marketplace page). `T` is what the caller states the row holds. Both drivers' prepared
 * queries have `all` (drizzle runs it with the statement's name), which the driver-neutral
 * `PgPreparedQuery` type does not show.
 */
export async function rawRows<T>(prepared: object, placeholderValues: Record<string, unknown>): Promise<T[]> {
  const all = (prepared as { all?: AllRows }).all;
  if (typeof all !== 'function') throw new Error('rawRows: this driver’s prepared query has no all()');
  return (await all.call(prepared, placeholderValues)) as T[];
}
