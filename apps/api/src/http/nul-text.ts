import type { ApiErrorItem } from '@keyclub/domain';

/** PostgreSQL text cannot hold U+0000: a request carrying it is refused before any query. */
export const NUL_TEXT_MESSAGE = 'Text must not contain the NUL character (\\u0000).';

/** The dotted path of every text in `value` that contains U+0000 ('' for `value` itself). */
export function nulTextFields(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => nulTextFields(item, [...path, String(index)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => nulTextFields(item, [...path, key]));
  return [];
}

/** One error item per text with U+0000, in the API's shape. */
export const nulTextErrors = (fields: string[]): ApiErrorItem[] =>
  fields.map((field) => (field ? { field, message: NUL_TEXT_MESSAGE } : { message: NUL_TEXT_MESSAGE }));
