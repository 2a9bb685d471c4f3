/** A paged list's answer: the page's rows and `meta` with the asked page, its size and the total. */
export const pageAnswerOf = <T>(
  paging: { page: number; limit: number },
  { data, total }: { data: T[]; total: number },
) => ({ data, meta: { page: paging.page, limit: paging.limit, total } });

/** No rows at all (a business user without a profile yet has none to list). */
export const EMPTY_PAGE = { data: [] as never[], total: 0 };
