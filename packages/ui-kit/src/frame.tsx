// Entry `@keyclub/ui-kit/frame`: the static pages of the frame (SPEC section 2 Help Center, Terms of
// use; section 5's Privacy Policy and Client Agreement) as lazy routes both shells mount. They need no data and no session; the shells put the Help
// Center behind their sign-in guard (a protected route) and leave the terms open to everyone.
import { framePaths } from '@keyclub/domain/paths';
import type { RouteObject } from 'react-router';
import { LEGAL_TITLES } from './content/legal-titles.ts';
import { pageTitle } from './layout/document-title.tsx';

/** /help-center; `homeHref` is where its breadcrumb's Home goes (the shell's logo target). */
export const helpCenterRoutes = (homeHref: string): RouteObject[] => [
  {
    path: framePaths.helpCenter.pattern,
    handle: pageTitle('Help Center'),
    lazy: async () => {
      const { HelpCenterPage } = await import('./frame/help-center-page.tsx');
      return { Component: () => <HelpCenterPage homeHref={homeHref} /> };
    },
  },
];

/**
 * /terms-of-use, /privacy-policy and /client-agreement, open to everyone (signup links to them). One
 * lazy module serves the three and loads only the text asked for, so the shells' first load carries
 * one import, not three (the business form's bundle ceiling).
 */
export const legalRoutes: RouteObject[] = (
  [
    [framePaths.termsOfUse.pattern, 'terms'],
    [framePaths.privacyPolicy.pattern, 'privacy'],
    [framePaths.clientAgreement.pattern, 'client'],
  ] as const
).map(([path, document]) => ({
  path,
  handle: pageTitle(LEGAL_TITLES[document]),
  lazy: async () => (await import('./frame/legal-page.tsx')).legalRoute(document),
}));
