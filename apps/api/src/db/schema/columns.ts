import { type ExtraConfigColumn, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** USD amounts: exact decimals, read back as strings so no float rounding creeps in. */
export const usd = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Percentages such as royalty or fees: 0.00 to 100.00. */
export const percentage = (name: string) => numeric(name, { precision: 5, scale: 2 });

/**
 * Index columns for `ORDER BY <time> DESC, id DESC` lists. `NULLS FIRST` is what a plain `DESC`
 * sorts by, so the planner reads the index in order (Drizzle's bare `.desc()` emits `NULLS LAST`,
 * which forces a sort).
 */
export const newestFirst = (time: ExtraConfigColumn, rowId: ExtraConfigColumn) =>
  [time.desc().nullsFirst(), rowId.desc().nullsFirst()] as const;
