import { chakra, useRecipe } from '@chakra-ui/react';
import { TITLE_MAX_LENGTH } from '@keyclub/domain';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../search/header-search-box.tsx';

/**
 * My Memberships' search over the memberships the user owns (by title): what is typed is searched
 * once typing pauses; `value` is the search in the URL (a reload or Back brings it back).
 */
export function OwnedSearchBox({
  value,
  onSearch,
  label = 'Search my memberships',
}: {
  value: string;
  onSearch: (title: string) => void;
  /** The box's name and placeholder (the business's /members searches its holders). */
  label?: string;
}) {
  const inputStyles = useRecipe({ key: 'input' })({ size: 'md' });
  const [typed, setTyped] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <chakra.div role="search" w={{ base: 'full', md: '80' }}>
      <chakra.input
        css={inputStyles}
        type="search"
        aria-label={label}
        placeholder={label}
        maxLength={TITLE_MAX_LENGTH}
        value={typed}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyped(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
      />
    </chakra.div>
  );
}
