import { useLocation } from 'react-router';

/** The path and query of the current page, as the returnUrl of a login redirect carries it. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
