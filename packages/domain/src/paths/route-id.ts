/**
 * A route's `:id` as a database id, or null when it is not one (/tokens/abc, /tokens/0, /tokens/1.5).
 * Plain, so a page's inline script can read an id without React Router; ui-kit's `useRouteId` reads
 * the current route's.
 */
export function routeIdOf(id: string | undefined): number | null {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
