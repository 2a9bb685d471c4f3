/** `?page=` of the ledger; anything missing or not a page number is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
