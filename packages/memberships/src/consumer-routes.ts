import type { RouteObject } from 'react-router';
import { membershipPaths } from './paths.ts';

/** Membership screens of the consumer app, each loaded with its route. */
export const consumerMembershipRoutes: RouteObject[] = [
  { path: membershipPaths.marketplace.pattern, lazy: () => import('./marketplace/marketplace-route.tsx') },
];
