import type { RouteObject } from 'react-router';

/** Membership screens of the business app; the first arrive with the business memberships issue. */
export const businessMembershipRoutes: RouteObject[] = [];
