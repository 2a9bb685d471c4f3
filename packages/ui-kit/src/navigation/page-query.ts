import { DEFAULT_PAGE_SIZE, type PageSize, pageSizeOf, readPage, readPageSize } from '@keyclub/domain/paths';
import { useLocation, useSearchParams } from 'react-router';

export interface PageQueryOptions {
  /** The page's param; a second list on the screen takes its own ('resale_page'). */
  pageParam?: string;
  /** The Per page's param, for a list that has one. */
  sizeParam?: string;
}

export interface PageQuery {
  page: number;
  /** The URL's Per page; a list of a fixed size passes its own to the API and PageButtons. */
  pageSize: PageSize;
  /** Turns to a page; the size stays. */
  setPage: (page: number) => void;
  /**
   * Shows a page (and a size, where given) with `params` changed in the same history entry, a null
   * leaving one out: a new search (`{ search: text }`) goes back to page 1 this way.
   */
  goTo: (next: { page: number; pageSize?: number }, params?: Record<string, string | null>) => void;
}

/**
 * The one paged-list hook: a list's page (`?page=`, page 1 left out) and Per page (`?limit=`, the
 * default left out) live in the URL, so a reload or Back shows the same page. Turning a page keeps the
 * other params and the entry's state (the search page's way back) and adds a history entry; the
 * scroll stays (the layout scrolls to the top only when the path changes).
 */
export function usePageQuery({ pageParam = 'page', sizeParam = 'limit' }: PageQueryOptions = {}): PageQuery {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const goTo: PageQuery['goTo'] = ({ page, pageSize }, params = {}) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(params)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        // The page then the size, last: one page of a list has one URL. A default is left out.
        const size = pageSizeOf(pageSize ?? current.get(sizeParam));
        next.delete(pageParam);
        next.delete(sizeParam);
        if (page > 1) next.set(pageParam, String(page));
        if (size !== DEFAULT_PAGE_SIZE) next.set(sizeParam, String(size));
        return next;
      },
      { state },
    );
  return {
    page: readPage(searchParams, pageParam),
    pageSize: readPageSize(searchParams, sizeParam),
    setPage: (page) => goTo({ page }),
    goTo,
  };
}
