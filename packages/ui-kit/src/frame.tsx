// Entry `@keyclub/ui-kit/frame`: the static pages of the frame (SPEC section 2 Help Center, Terms of
// use; section 5's Privacy Policy and Client Agreement) as lazy routes both shells mount. They need no data and no session; the shells put the Help
// Center behind their sign-in guard (a protected route) and leave the terms open to everyone.
import { framePaths } from '@keyclub/domain/paths';
import type { RouteObject } from 'react-router';
import type { LegalSection } from './content/legal-sections.tsx';
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

/** A legal document's page: the page and its text load with the route, each document alone. */
const legalRoute = (path: string, title: string, sections: () => Promise<LegalSection[]>): RouteObject => ({
  path,
  handle: pageTitle(title),
  lazy: async () => {
    const [{ LegalPage }, text] = await Promise.all([import('./frame/legal-page.tsx'), sections()]);
    return { Component: () => <LegalPage title={title} sections={text} /> };
  },
});

/** /terms-of-use, /privacy-policy and /client-agreement, open to everyone (signup links to them). */
export const legalRoutes: RouteObject[] = [
  legalRoute(
    framePaths.termsOfUse.pattern,
    'Terms of Use',
    async () => (await import('./content/terms-of-use.ts')).TERMS_OF_USE,
  ),
  legalRoute(
    framePaths.privacyPolicy.pattern,
    'Privacy Policy',
    async () => (await import('./content/privacy-policy.ts')).PRIVACY_POLICY,
  ),
  legalRoute(
    framePaths.clientAgreement.pattern,
    'Client Agreement',
    async () => (await import('./content/client-agreement.ts')).CLIENT_AGREEMENT,
  ),
];
