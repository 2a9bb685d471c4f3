import { routeIdOf } from '@keyclub/domain/paths';
import { useParams } from 'react-router';

/** The `:id` of the current route as a database id, or null when it is not one. */
export function useRouteId(): number | null {
  return routeIdOf(useParams().id);
}
