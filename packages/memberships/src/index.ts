export { businessMembershipRoutes } from './business-routes.ts';
export { consumerMembershipRoutes } from './consumer-routes.ts';
export { membershipPaths } from './paths.ts';
export { useTokenStore } from './token-store.ts';
