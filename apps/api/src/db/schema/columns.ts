import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  integer,
  numeric,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was created and last changed: Drizzle sets `updated_at` on every update it makes. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A required link to the row this one belongs to, e.g. a session's user: deleting that row deletes
 * this one (`ON DELETE CASCADE`).
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A required link to a row that must outlive this one, e.g. a ledger row's purchase or a profile's
 * category: that row cannot be deleted while this one names it (`ON DELETE NO ACTION`).
 */
export const refersTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/**
 * The sending state of a queued mail row, drained in the background: a drain that claimed the row
 * holds it until `claimed_until` (after, another may take it: a crashed drain), counts its
 * attempts and records the send or the last error.
 */
export const mailQueueColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  claimedUntil: timestampTz('claimed_until'),
  sentAt: timestampTz('sent_at'),
  lastError: text('last_error'),
});

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
