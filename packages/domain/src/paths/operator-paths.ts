/** Typed URLs of the operator console (business build, operators only; issue 35). */
export const home = { pattern: '/operator', href: () => '/operator' };
/** Curation: the featured, recommended and hot lists, ordered by hand, with the consumer's preview. */
export const curation = { pattern: '/operator/curation', href: () => '/operator/curation' };
/** The audit log, newest first; `page` kept in the URL (page 1 left out). */
export const audit = {
  pattern: '/operator/audit',
  href: (page = 1) => (page > 1 ? `/operator/audit?page=${page}` : '/operator/audit'),
};
