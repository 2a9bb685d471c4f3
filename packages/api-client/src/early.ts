// Entry `@keyclub/api-client/early`: what a page's inline script may use, which runs before the
// app's code (memberships' `startFirstLoad`): no client, no query cache, nothing loaded on demand.
export { apiRequestUrl, sendEarlyRequest } from './early-answers.ts';
export { marketplaceSearchParams } from './marketplace/market-place-params.ts';
