import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * `json_build_object('key', value, …)`: a few columns as one JSON value, e.g. an object nested in a
 * flat row. PostgreSQL categorizes each value's type on every row, so a whole wide row built this way
 * cost it more CPU than drizzle's mapping saved in Node (docs/performance.md): keep it to small
 * objects. `T` is what the JSON holds, which the caller states: timestamps arrive as ISO strings,
 * numerics as JSON numbers, nested JSON as objects. At most 50 keys (PostgreSQL takes 100 arguments).
 */
export function jsonObject<T>(fields: Record<string, AnyColumn | SQLWrapper>): SQL<T> {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`jsonObject: "${key}" is not a plain key`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}
