/** Typed URLs of the announcement screens (SPEC section 2); the header bell links to these. */
export const list = { pattern: '/announcements', href: () => '/announcements' };
export const create = { pattern: '/announcement/create', href: () => '/announcement/create' };
export const edit = { pattern: '/announcement/edit/:id', href: (id: number) => `/announcement/edit/${id}` };
export const view = { pattern: '/view-announcement/:id', href: (id: number) => `/view-announcement/${id}` };
