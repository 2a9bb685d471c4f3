import type { AppDeps } from '../../deps.ts';
import type { Router } from '../../http/open-api-app.ts';
import { registerBusinessRoutes } from '../businesses/routes.ts';
import { registerTokenRoutes } from './routes.ts';

/** Memberships: /tokens (create, edit, read, own list) and the public /businesses/{id} page. */
export function registerMembershipRoutes(app: Router, deps: AppDeps) {
  registerTokenRoutes(app, deps);
  registerBusinessRoutes(app, deps);
}
