import { useParams } from 'react-router';
import { routeIdOf } from './route-id-of.ts';

// Apart from the hook, so a page's inline script can read an id without React Router.
export { routeIdOf } from './route-id-of.ts';

/** The `:id` of the current route as a database id, or null when it is not one. */
export function useRouteId(): number | null {
  return routeIdOf(useParams().id);
}
