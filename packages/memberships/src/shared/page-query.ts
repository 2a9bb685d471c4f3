import { PAGE_SIZE_OPTIONS } from '@keyclub/domain';
import { readPage } from '@keyclub/domain/paths';

export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** The middle option: what a list shows until the user picks another size. */
export const DEFAULT_PAGE_SIZE: PageSize = PAGE_SIZE_OPTIONS[1];

const isPageSize = (value: number): value is PageSize => PAGE_SIZE_OPTIONS.some((size) => size === value);

/** `?page=&limit=` of a paged list; anything missing or not allowed falls back to page 1 / the default size. */
export function readPageQuery(params: URLSearchParams): { page: number; pageSize: PageSize } {
  const limit = Number(params.get('limit'));
  return { page: readPage(params), pageSize: isPageSize(limit) ? limit : DEFAULT_PAGE_SIZE };
}

/** The query that keeps a page and size in the URL, leaving out the defaults. */
export function pageQueryParams({
  page,
  pageSize,
}: {
  page: number;
  pageSize: number;
}): Record<string, string> {
  return {
    ...(page > 1 ? { page: String(page) } : {}),
    ...(pageSize !== DEFAULT_PAGE_SIZE ? { limit: String(pageSize) } : {}),
  };
}
