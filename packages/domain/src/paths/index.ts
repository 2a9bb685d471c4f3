// The typed URLs of every area (SPEC section 2) in one module every web package may import: a
// feature links to another area's screen through these, never through a literal or a feature import.
export { announcementPaths } from './announcement-paths.ts';
export { authPaths } from './auth-paths.ts';
export { checkoutPaths } from './checkout-paths.ts';
export { framePaths } from './frame-paths.ts';
export { membershipPaths } from './membership-paths.ts';
