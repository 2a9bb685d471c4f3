/** Typed URLs of the membership screens (SPEC section 2); links use these instead of literals. */
export const membershipPaths = {
  marketplace: { pattern: '/marketplace', href: () => '/marketplace' },
  browseToken: { pattern: '/browse-token/:id', href: (categoryId: number) => `/browse-token/${categoryId}` },
} as const;
