import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo } from './columns.ts';
import { users } from './users.ts';

/**
 * The operators' audit log (issue 35): who did what to which record, when and why. Append-only: the
 * app only inserts, and a trigger (migration 0026) refuses every UPDATE and DELETE, so not even a
 * bug or a stolen operator session can rewrite the past. The operator's row is never deleted
 * (accounts are archived), so the reference needs no cascade.
 */
export const operatorActions = pgTable('operator_actions', {
  id: id(),
  operatorId: refersTo('operator_id', () => users.id),
  /** What was done, e.g. `curation.add`, `curation.remove`, `curation.order`. */
  action: text('action').notNull(),
  /** The kind of record acted on (`token_profile`, `business`, `curated_list`) and its id, if one. */
  subjectType: text('subject_type').notNull(),
  subjectId: integer('subject_id'),
  reason: text('reason').notNull(),
  /** What the action needs to be read later: the flag, the title, the order given. */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
