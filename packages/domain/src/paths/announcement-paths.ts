/** Typed URLs of the announcement screens (SPEC section 2); the header bell links to these. */
export const announcementPaths = {
  list: { pattern: '/announcements', href: () => '/announcements' },
  create: { pattern: '/announcement/create', href: () => '/announcement/create' },
  edit: { pattern: '/announcement/edit/:id', href: (id: number) => `/announcement/edit/${id}` },
  view: { pattern: '/view-announcement/:id', href: (id: number) => `/view-announcement/${id}` },
} as const;
