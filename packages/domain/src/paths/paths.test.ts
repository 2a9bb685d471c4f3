import { describe, expect, it } from 'vitest';
import {
  announcementPaths,
  authPaths,
  checkoutPaths,
  framePaths,
  membershipPaths,
  payoutPaths,
} from './index.ts';

/** Whether a path (query left out) fits a route pattern, `:name` standing for one segment. */
const fits = (pattern: string, href: string) => {
  const path = href.split('?')[0] ?? '';
  const source = pattern.replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${source}/?$`).test(path);
};

describe('typed paths', () => {
  it('build every URL SPEC section 2 names', () => {
    expect([
      framePaths.home.href(),
      framePaths.settings.href(),
      framePaths.helpCenter.href(),
      authPaths.login.href({ returnUrl: '/tokens/3/sell' }),
      authPaths.forgotPassword.href(),
      authPaths.resetPassword.href('ana@example.com'),
      authPaths.verification.href(),
      authPaths.signup.href(),
      membershipPaths.marketplace.href(),
      membershipPaths.browseToken.href(4),
      membershipPaths.search.href('velvet night'),
      membershipPaths.tokens.href(),
      membershipPaths.tokenDetail.href(7),
      membershipPaths.ownedToken.href(7),
      membershipPaths.publicToken.href(7),
      membershipPaths.publicToken.href(7, { owned: false }),
      membershipPaths.tokenCreate.href(),
      membershipPaths.tokenEdit.href(7),
      membershipPaths.tokenConfirmation.href(7),
      membershipPaths.tokenScan.href(12),
      membershipPaths.tokenActivate.href(12),
      membershipPaths.tokenActivate.href(12, { exp: 1790000000, sig: 'a-B_9' }),
      membershipPaths.cardScanner.href(),
      membershipPaths.businessPage.href(2),
      checkoutPaths.buy.href(7),
      checkoutPaths.buy.href(7, { renew: true }),
      checkoutPaths.buy.cardReturnHref(7, { sessionId: '{CHECKOUT_SESSION_ID}' }),
      checkoutPaths.buy.cardReturnHref(7, { renew: true, sessionId: 'cs_local_ab12' }),
      checkoutPaths.buy.paymentStoppedHref(7, { outcome: 'cancelled' }),
      checkoutPaths.buy.paymentStoppedHref(7, { renew: true, outcome: 'declined' }),
      checkoutPaths.sell.href(7),
      announcementPaths.list.href(),
      announcementPaths.create.href(),
      announcementPaths.edit.href(5),
      announcementPaths.view.href(5),
      payoutPaths.payouts.href(),
      payoutPaths.payouts.href(3),
      payoutPaths.payoutSettings.href(),
    ]).toEqual([
      '/',
      '/settings',
      '/help-center',
      '/auth/login/?returnUrl=%2Ftokens%2F3%2Fsell',
      '/auth/forgot-password',
      '/auth/reset-password/ana%40example.com',
      '/auth/verification',
      '/auth/signup',
      '/marketplace',
      '/browse-token/4',
      '/search?query=velvet+night',
      '/tokens',
      '/tokens/7',
      '/tokens/7?owned=true',
      '/public/token/7',
      '/public/token/7?owned=false',
      '/token/create',
      '/token/edit/7',
      '/token/confirmation/7',
      '/tokens/12/scan',
      '/tokens/12/activate',
      '/tokens/12/activate?exp=1790000000&sig=a-B_9',
      '/scan',
      '/business-page/2',
      '/tokens/7/buy',
      '/tokens/7/buy?renew=true',
      '/tokens/7/buy?stripePurchase=true&session_id={CHECKOUT_SESSION_ID}',
      '/tokens/7/buy?stripePurchase=true&session_id=cs_local_ab12&renew=true',
      '/tokens/7/buy?payment=cancelled',
      '/tokens/7/buy?payment=declined&renew=true',
      '/tokens/7/sell',
      '/announcements',
      '/announcement/create',
      '/announcement/edit/5',
      '/view-announcement/5',
      '/payouts',
      '/payouts?page=3',
      '/settings?tab=payouts',
    ]);
  });

  it('build only URLs that the route of the same entry matches', () => {
    const areas = [authPaths, framePaths, membershipPaths, checkoutPaths, announcementPaths, payoutPaths];
    const withReturnUrl = [{ returnUrl: '/tokens' }];
    const samples: Record<string, unknown[]> = {
      login: withReturnUrl,
      verification: withReturnUrl,
      signup: withReturnUrl,
      resetPassword: ['ana@example.com'],
      search: ['gold'],
    };
    for (const area of areas) {
      for (const [name, route] of Object.entries(area)) {
        if (!('href' in route)) continue;
        const href = (route.href as (...args: unknown[]) => string)(...(samples[name] ?? [3]));
        expect(fits(route.pattern, href), `${name}: ${href} under ${route.pattern}`).toBe(true);
      }
    }
  });
});
