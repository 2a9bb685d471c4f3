import type { PageMeta } from '@keyclub/domain';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { Options } from 'ky';
import type { DataAnswer, PageAnswer } from './answers.ts';
import { api } from './client.ts';

/** Which page of a list to read, and its size (SPEC section 3). */
export type PageQuery = Pick<PageMeta, 'page' | 'limit'>;

/** GET `path`: the `data` of its single answer. */
export async function fetchData<T>(path: string, options?: Options): Promise<T> {
  return (await api.get(path, options).json<DataAnswer<T>>()).data;
}

/** GET `path` with the page (and any filter) as its query: one page of a list. */
export function fetchPage<T>(
  path: string,
  searchParams: PageQuery & Record<string, string | number | boolean | undefined>,
): Promise<PageAnswer<T>> {
  return api.get(path, { searchParams }).json<PageAnswer<T>>();
}

/** A read whose screen shows its failure in place, with Retry: no error toast (`silent`). */
export const inPlaceQueryOptions = <K extends QueryKey, T>(queryKey: K, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, meta: { silent: true } });

/**
 * One page of a list whose screen shows its failure in place: the current page stays on screen
 * while the next one loads.
 */
export const pageQueryOptions = <K extends QueryKey, T>(queryKey: K, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData, meta: { silent: true } });
