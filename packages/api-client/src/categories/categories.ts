import type { Category } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /categories */
export async function fetchCategories(): Promise<Category[]> {
  const body = await api.get('categories').json<DataAnswer<Category[]>>();
  return body.data;
}

/** Categories change only with a deploy, so they stay fresh for the session. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories,
    queryFn: fetchCategories,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
