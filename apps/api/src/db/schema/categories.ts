import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The seven fixed categories; rows come from a migration, ordered by `position`. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique('categories_name_key'),
  position: integer('position').notNull(),
  /**
   * How many memberships of this category the marketplace lists by default (ACTIVE, INTERNAL, a
   * copy left, an ACTIVE business account): kept by triggers (migration 0012) on every change to a
   * profile, a business or its account, so the broad lists' totals read 7 rows, not every listed one.
   */
  listedMemberships: integer('listed_memberships').notNull().default(0),
});
