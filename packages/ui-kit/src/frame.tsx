// Entry `@keyclub/ui-kit/frame`: the static pages of the frame (SPEC section 2 Help Center, Terms of
// use) as lazy routes both shells mount. They need no data and no session; the shells put the Help
// Center behind their sign-in guard (a protected route) and leave the terms open to everyone.
import { framePaths } from '@keyclub/domain/paths';
import type { RouteObject } from 'react-router';
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

/** /terms-of-use, open to everyone (signup links to it). */
export const termsOfUseRoutes: RouteObject[] = [
  {
    path: framePaths.termsOfUse.pattern,
    handle: pageTitle('Terms of Use'),
    lazy: async () => ({ Component: (await import('./frame/terms-of-use-page.tsx')).TermsOfUsePage }),
  },
];
