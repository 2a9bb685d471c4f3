import { PAGE_SIZE_OPTIONS, RECENTLY_LISTED_PAGE_SIZE } from '../constants/limits.ts';

export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** What a list with a Per page shows until the user picks another size (the middle option, 12). */
export const DEFAULT_PAGE_SIZE: PageSize = RECENTLY_LISTED_PAGE_SIZE;

/** `?{name}=` of a paged list; anything missing or not a page number is page 1. Route loaders read it too. */
export function readPage(params: URLSearchParams, name = 'page'): number {
  const page = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** One of the Per page options, or the default for anything else (missing, not a number, not an option). */
export function pageSizeOf(value: number | string | null): PageSize {
  return PAGE_SIZE_OPTIONS.find((option) => option === Number(value)) ?? DEFAULT_PAGE_SIZE;
}

/** `?{name}=` of a list with a Per page, read with `pageSizeOf`. */
export const readPageSize = (params: URLSearchParams, name = 'limit'): PageSize =>
  pageSizeOf(params.get(name));
