/** Typed URLs of the membership screens (SPEC section 2); links use these instead of literals. */
export const membershipPaths = {
  marketplace: { pattern: '/marketplace', href: () => '/marketplace' },
  browseToken: { pattern: '/browse-token/:id', href: (categoryId: number) => `/browse-token/${categoryId}` },
  search: {
    pattern: '/search',
    href: (query: string) => `/search?${new URLSearchParams({ query })}`,
  },
  /** The dashboard of either app: the business's own memberships, or those a customer owns. */
  tokens: { pattern: '/tokens', href: () => '/tokens' },
  tokenDetail: { pattern: '/tokens/:id', href: (id: number) => `/tokens/${id}` },
  /** Consumer app: a membership the user owns (SPEC: /tokens/{id}?owned=true). */
  ownedToken: { pattern: '/tokens/:id', href: (id: number) => `/tokens/${id}?owned=true` },
  publicToken: { pattern: '/public/token/:id', href: (id: number) => `/public/token/${id}` },
  tokenCreate: { pattern: '/token/create', href: () => '/token/create' },
  tokenEdit: { pattern: '/token/edit/:id', href: (id: number) => `/token/edit/${id}` },
  tokenConfirmation: {
    pattern: '/token/confirmation/:id',
    href: (id: number) => `/token/confirmation/${id}`,
  },
  /** Consumer app: the membership card (QR code) of an activation. */
  tokenScan: { pattern: '/tokens/:id/scan', href: (activationId: number) => `/tokens/${activationId}/scan` },
  /** Business app: staff activate a scanned membership card. */
  tokenActivate: {
    pattern: '/tokens/:id/activate',
    href: (activationId: number) => `/tokens/${activationId}/activate`,
  },
  businessPage: {
    pattern: '/business-page/:id',
    href: (businessId: number) => `/business-page/${businessId}`,
  },
} as const;
