import { type Column, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and `\` match literally: `\` is LIKE's default escape character. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A case-insensitive substring match (`ILIKE '%text%'`) that a trigram GIN index on the column
 * serves (pg_trgm, on PGlite and PostgreSQL alike). Wildcards typed by the user match themselves.
 */
export const containsText = (column: Column, text: string): SQL =>
  sql`${column} ilike ${`%${escapeLike(text)}%`}`;
