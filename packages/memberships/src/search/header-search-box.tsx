import { Box, chakra, useRecipe } from '@chakra-ui/react';
import { SEARCH_MIN_QUERY_LENGTH } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Typing pauses this long before the search runs, so a word typed in one go is one request. */
export const SEARCH_DEBOUNCE_MS = 400;

/** What a search page's history entry keeps: the page to go back to when the box is cleared. */
interface SearchState {
  searchReturnTo?: string;
}

const searchReturnTo = (state: unknown) => (state as SearchState | null)?.searchReturnTo;

/**
 * The consumer header's search box (SPEC section 2): more than 2 characters open
 * /search?query=…; clearing the box goes back to the page the user searched from.
 */
export function HeaderSearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  // The theme's input look on a plain input: Chakra's Input (with InputGroup) brings Ark's whole Field
  // (textarea autosize included) into every page's first load, for a box that needs none of it.
  const inputStyles = useRecipe({ key: 'input' })({ size: 'sm' });
  const onSearchPage = location.pathname === membershipPaths.search.pattern;
  const urlQuery = onSearchPage ? (new URLSearchParams(location.search).get('query') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  // The query this box last sent; any other query in the URL came from elsewhere (reload, Back, a link).
  const sent = useRef(urlQuery);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (urlQuery === sent.current) return;
    sent.current = urlQuery;
    setValue(urlQuery);
  }, [urlQuery]);
  // A link followed while a search waits for the pause wins: that search must not pull the user back.
  // A layout effect, so the timer is dropped as the new page commits, before anything else is typed.
  const navigatedByBox = useRef(false);
  const shownKey = useRef(location.key);
  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (navigatedByBox.current) navigatedByBox.current = false;
    else clearTimeout(timer.current);
  }, [location.key]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // On a server-rendered page the box takes keys before the app hydrates, and React sees no change
  // event for them: what was typed by then is searched as if typed now.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.value;
    if (early !== undefined && early !== value) onTyped(early);
    // Once, on the first commit: later differences are React's own updates.
  }, []);

  const run = (typed: string) => {
    const query = typed.trim();
    if (query === sent.current.trim()) return;
    // Leaving another page remembers it; searching again on /search keeps what it remembered.
    const returnTo = onSearchPage ? searchReturnTo(location.state) : `${location.pathname}${location.search}`;
    if (query.length >= SEARCH_MIN_QUERY_LENGTH) {
      sent.current = query;
      navigatedByBox.current = true;
      const state: SearchState = { searchReturnTo: returnTo };
      navigate(membershipPaths.search.href(query), { replace: onSearchPage, state });
    } else if (query === '' && onSearchPage) {
      sent.current = '';
      navigatedByBox.current = true;
      navigate(returnTo ?? membershipPaths.marketplace.href());
    }
  };

  function onTyped(typed: string) {
    setValue(typed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(typed), SEARCH_DEBOUNCE_MS);
  }

  return (
    <Box position="relative" w={{ base: 'full', md: '64' }}>
      <SearchIcon />
      <chakra.input
        css={[inputStyles, { ps: '8' }]}
        type="search"
        aria-label="Search memberships"
        placeholder="Search memberships"
        ref={input}
        value={value}
        onChange={(event) => onTyped(event.currentTarget.value)}
      />
    </Box>
  );
}

function SearchIcon() {
  return (
    <chakra.svg
      position="absolute"
      insetStart="2.5"
      top="50%"
      transform="translateY(-50%)"
      pointerEvents="none"
      color="fg.muted"
      boxSize="4"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </chakra.svg>
  );
}
