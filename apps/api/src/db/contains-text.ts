import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and `\` match literally: `\` is LIKE's default escape character. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The `ILIKE` pattern of a substring search: wildcards typed by the user match themselves. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * A case-insensitive substring match (`ILIKE`) against a pattern of `containsPattern`, given as a
 * value or a placeholder, that a trigram GIN index on the column serves (pg_trgm, on PGlite and
 * PostgreSQL alike).
 */
export const matchesPattern = (column: Column, pattern: string | Placeholder): SQL =>
  sql`${column} ilike ${pattern}`;
