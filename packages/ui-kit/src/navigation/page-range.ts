/** A page number, or a gap between two of them. */
export type PageRangeItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page buttons to show (Ark's pagination with one sibling each side and one page at each end):
 * every page when there are at most 7, else the first, the last, the current one with its
 * neighbours, and a gap where pages are left out; a gap that would hide one page shows it instead.
 */
export function pageRange(page: number, totalPages: number): PageRangeItem[] {
  const slots = 7;
  if (totalPages <= slots) return range(1, totalPages);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, totalPages);
  const gapLeft = left > 3;
  const gapRight = right < totalPages - 2;
  let items: PageRangeItem[];
  if (!gapLeft) items = [...range(1, slots - 2), 'ellipsis', totalPages];
  else if (!gapRight) items = [1, 'ellipsis', ...range(totalPages - (slots - 3), totalPages)];
  else items = [1, 'ellipsis', ...range(left, right), 'ellipsis', totalPages];
  return items.map((item, index) => {
    if (item !== 'ellipsis') return item;
    const before = items[index - 1] as number;
    const after = items[index + 1] as number;
    return after - before === 2 ? before + 1 : item;
  });
}
