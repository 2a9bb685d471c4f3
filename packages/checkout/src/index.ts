// Entry `@keyclub/checkout`: the screens where a key changes hands, as route lists the consumer shell
// mounts. Each screen's module (and its loader) loads with its route.
import { checkoutPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import type { RouteObject } from 'react-router';

export { configureCheckout } from './checkout-settings.ts';

/**
 * Checkout screens for a logged-in customer; the shell mounts them behind `RequireCustomer` (SPEC
 * section 2 wallet-protected routes). The loader's and the page's modules
 * download in parallel.
 */
export const checkoutCustomerRoutes: RouteObject[] = [
  {
    path: checkoutPaths.buy.pattern,
    handle: pageTitle('Buy Membership'),
    lazy: async () => {
      const [{ buyLoader }, { Component }] = await Promise.all([
        import('./buy/buy-loader.ts'),
        import('./buy/buy-route.tsx'),
      ]);
      return { loader: buyLoader, Component };
    },
  },
  {
    path: checkoutPaths.sell.pattern,
    handle: pageTitle('Sell Membership NFT'),
    lazy: () => import('./sell/sell-route.tsx'),
  },
];
