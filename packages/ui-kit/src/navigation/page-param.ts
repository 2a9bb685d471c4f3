import { readPage } from '@keyclub/domain/paths';
import { useSearchParams } from 'react-router';

/**
 * The one paged-list hook: the page lives in the URL's `?{name}=` (page 1 leaves it out), so a reload
 * or Back shows the same page. Turning a page keeps the other params and adds a history entry. Two
 * lists on one screen each take their own name.
 */
export function usePageParam(name = 'page'): [page: number, setPage: (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set(name, String(next));
      else params.delete(name);
      return params;
    });
  return [readPage(searchParams, name), setPage];
}
