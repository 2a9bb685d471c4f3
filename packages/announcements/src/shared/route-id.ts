import { useParams } from 'react-router';

/** The `:id` of the current route as a database id, or null when it is not one. */
export function useRouteId(): number | null {
  const value = Number(useParams().id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
