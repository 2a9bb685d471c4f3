import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The seven fixed categories; rows come from a migration, ordered by `position`. */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique('categories_name_key'),
  position: integer('position').notNull(),
});
