import { usePageQuery } from '@keyclub/ui-kit';
import { useSearchParams } from 'react-router';

/** A list's search text kept in the URL (`?search=`) with its page; a new search starts at page 1. */
export function useSearchQuery() {
  const [searchParams] = useSearchParams();
  const pageQuery = usePageQuery();
  const search = searchParams.get('search') ?? '';
  const setSearch = (text: string) => pageQuery.goTo({ page: 1 }, { search: text || null });
  return { ...pageQuery, search, setSearch };
}
