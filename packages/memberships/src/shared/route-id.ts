import { useParams } from 'react-router';

/** A route's `:id` as a database id, or null when it is not one (e.g. /tokens/abc). */
export function routeIdOf(id: string | undefined): number | null {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The `:id` of the current route as a database id, or null when it is not one. */
export function useRouteId(): number | null {
  return routeIdOf(useParams().id);
}
