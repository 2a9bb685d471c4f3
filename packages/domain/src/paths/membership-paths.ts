/** Typed URLs of the membership screens (SPEC section 2); links use these instead of literals. */
export const marketplace = { pattern: '/marketplace', href: () => '/marketplace' };
export const browseToken = {
  pattern: '/browse-token/:id',
  href: (categoryId: number) => `/browse-token/${categoryId}`,
};
export const search = {
  pattern: '/search',
  href: (query: string) => `/search?${new URLSearchParams({ query })}`,
};
/** The dashboard of either app: the business's own memberships, or those a customer owns. */
export const tokens = { pattern: '/tokens', href: () => '/tokens' };
export const tokenDetail = { pattern: '/tokens/:id', href: (id: number) => `/tokens/${id}` };
/** Consumer app: a membership the user owns (SPEC: /tokens/{id}?owned=true). */
export const ownedToken = { pattern: '/tokens/:id', href: (id: number) => `/tokens/${id}?owned=true` };
/** The public detail with its buy button; the category page links with owned=false (SPEC section 2). */
export const publicToken = {
  pattern: '/public/token/:id',
  href: (id: number, { owned }: { owned?: false } = {}) =>
    owned === false ? `/public/token/${id}?owned=false` : `/public/token/${id}`,
};
export const tokenCreate = { pattern: '/token/create', href: () => '/token/create' };
export const tokenEdit = { pattern: '/token/edit/:id', href: (id: number) => `/token/edit/${id}` };
export const tokenConfirmation = {
  pattern: '/token/confirmation/:id',
  href: (id: number) => `/token/confirmation/${id}`,
};
/** Consumer app: the membership card (QR code) of an activation. */
export const tokenScan = {
  pattern: '/tokens/:id/scan',
  href: (activationId: number) => `/tokens/${activationId}/scan`,
};
/**
 * Business app: staff activate a scanned membership card. The card's QR link carries `exp` and `sig`
 * (docs/api-roadmap.md R9), which the activation needs.
 */
export const tokenActivate = {
  pattern: '/tokens/:id/activate',
  href: (activationId: number, link?: { exp: number; sig: string }) =>
    link
      ? `/tokens/${activationId}/activate?${new URLSearchParams({ exp: String(link.exp), sig: link.sig })}`
      : `/tokens/${activationId}/activate`,
};
/** Business app: staff read membership cards with the device camera, one after another (ours). */
export const cardScanner = { pattern: '/scan', href: () => '/scan' };
export const businessPage = {
  pattern: '/business-page/:id',
  href: (businessId: number) => `/business-page/${businessId}`,
};
/** Business app: the holders of the business's memberships (issue 37), searched and paged in the URL. */
export const members = { pattern: '/members', href: () => '/members' };
