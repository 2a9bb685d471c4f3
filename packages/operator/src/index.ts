// Entry `@keyclub/operator` (business build, issue 35): the operator console's screens as a route
// list the shell puts behind the operator-role guard. Each screen's module loads when it is opened.
import { operatorPaths } from '@keyclub/domain/paths';
import { pageTitle } from '@keyclub/ui-kit';
import { createElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

export interface OperatorRoutesOptions {
  /** The marketplace's banner and carousel as consumers see them (the shell takes it from memberships). */
  preview: ReactNode;
}

/** /operator (curation), /operator/suspensions, /operator/purchases and /operator/audit. */
export const operatorRoutes = ({ preview }: OperatorRoutesOptions): RouteObject[] => [
  {
    path: operatorPaths.curation.pattern,
    handle: pageTitle('Curation'),
    lazy: async () => {
      const { CurationPage } = await import('./curation/curation-page.tsx');
      return { element: createElement(CurationPage, { preview }) };
    },
  },
  {
    path: operatorPaths.suspensions.pattern,
    handle: pageTitle('Suspensions'),
    lazy: () => import('./suspensions/suspensions-page.tsx'),
  },
  {
    path: operatorPaths.purchases.pattern,
    handle: pageTitle('Purchases'),
    lazy: () => import('./purchases/purchases-page.tsx'),
  },
  {
    path: operatorPaths.audit.pattern,
    handle: pageTitle('Audit log'),
    lazy: () => import('./audit/audit-route.tsx'),
  },
  {
    path: operatorPaths.figures.pattern,
    handle: pageTitle('Figures'),
    lazy: () => import('./figures/figures-page.tsx'),
  },
];
