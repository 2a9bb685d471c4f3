/** A page number, or a gap between two of them. */
export type PageRangeItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show: every page when there are at most 5, else the first, the last and the
 * current one, with a gap where pages are left out (the first or last three near either end; a gap
 * then always hides two pages or more). Five at most, so that with Previous and Next the row fits
 * a 390 px phone (nine buttons did not: 388 px in a 358 px column).
 */
export function pageRange(page: number, totalPages: number): PageRangeItem[] {
  if (totalPages <= 5) return range(1, totalPages);
  if (page <= 3) return [1, 2, 3, 'ellipsis', totalPages];
  if (page >= totalPages - 2) return [1, 'ellipsis', ...range(totalPages - 2, totalPages)];
  return [1, 'ellipsis', page, 'ellipsis', totalPages];
}
