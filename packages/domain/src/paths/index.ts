// The typed URLs of every area (SPEC section 2) in one module every web package may import: a
// feature links to another area's screen through these, never through a literal or a feature import.
// Each area is a namespace of single exports, so a build keeps only the paths it uses.
export * as announcementPaths from './announcement-paths.ts';
export * as authPaths from './auth-paths.ts';
export * as checkoutPaths from './checkout-paths.ts';
export * as framePaths from './frame-paths.ts';
export * as membershipPaths from './membership-paths.ts';
export * as operatorPaths from './operator-paths.ts';
export { DEFAULT_PAGE_SIZE, type PageSize, pageSizeOf, readPage, readPageSize } from './page-param.ts';
export * as payoutPaths from './payout-paths.ts';
export { routeIdOf } from './route-id.ts';
