/** `?{name}=` of a paged list; anything missing or not a page number is page 1. Route loaders read it too. */
export function readPage(params: URLSearchParams, name = 'page'): number {
  const page = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
