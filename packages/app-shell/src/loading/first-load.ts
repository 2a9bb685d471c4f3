import type { Query } from '@tanstack/react-query';

/** A query fetching its first data, except one marked `meta: { background: true }`. */
export const isFirstLoad = (query: Query) =>
  query.state.data === undefined && query.meta?.background !== true;
