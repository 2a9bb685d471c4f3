/** Typed URLs of the membership screens (SPEC section 2); links use these instead of literals. */
export const membershipPaths = {
  marketplace: { pattern: '/marketplace', href: () => '/marketplace' },
  browseToken: { pattern: '/browse-token/:id', href: (categoryId: number) => `/browse-token/${categoryId}` },
  /** Business app: the dashboard with the list of own memberships. */
  tokens: { pattern: '/tokens', href: () => '/tokens' },
  tokenDetail: { pattern: '/tokens/:id', href: (id: number) => `/tokens/${id}` },
  publicToken: { pattern: '/public/token/:id', href: (id: number) => `/public/token/${id}` },
  tokenCreate: { pattern: '/token/create', href: () => '/token/create' },
  tokenEdit: { pattern: '/token/edit/:id', href: (id: number) => `/token/edit/${id}` },
  tokenConfirmation: {
    pattern: '/token/confirmation/:id',
    href: (id: number) => `/token/confirmation/${id}`,
  },
  businessPage: {
    pattern: '/business-page/:id',
    href: (businessId: number) => `/business-page/${businessId}`,
  },
} as const;

/** Screens of other areas that membership pages link to (SPEC section 2). */
export const linkedPaths = {
  helpCenter: '/help-center',
  settings: '/settings',
} as const;
