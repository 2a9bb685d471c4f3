export { businessMembershipRoutes } from './business-routes.ts';
export {
  consumerCustomerRoutes,
  consumerMembershipRoutes,
  consumerSignedInMembershipRoutes,
} from './consumer-routes.ts';
export { MembershipDetailView, type MembershipDetailViewProps } from './detail/membership-detail-view.tsx';
export { linkedPaths, membershipPaths } from './paths.ts';
export { useTokenStore } from './token-store.ts';
