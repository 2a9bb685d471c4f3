import type { PageMeta } from '@keyclub/domain';

// The API's answers are typed, not parsed: the API is ours, typed by the same domain types, and
// its own tests hold these shapes (docs/decisions/api-answers.md).

/** A single answer: `{ data }`. */
export interface DataAnswer<T> {
  data: T;
}

/** A paged list: `{ data, meta: { page, limit, total } }` (SPEC section 3). */
export interface PageAnswer<T> {
  data: T[];
  meta: PageMeta;
}
