import { useParams } from 'react-router';

/** The `:id` of the current route as a database id, or null when it is not one (e.g. /tokens/abc). */
export function useRouteId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
