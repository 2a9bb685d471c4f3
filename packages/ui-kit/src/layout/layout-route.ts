import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A shell's layout route (header and footer around its pages): the layout is also the hydrate
 * fallback, so header and footer show at once while the first lazy page module loads.
 */
export const layoutRoute = (layout: ReactElement, children: RouteObject[]): RouteObject => ({
  element: layout,
  hydrateFallbackElement: layout,
  children,
});
