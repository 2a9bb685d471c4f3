import { type Category, categorySchema, dataEnvelope } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

const categoriesResponseSchema = dataEnvelope(z.array(categorySchema));

/** GET /categories */
export async function fetchCategories(): Promise<Category[]> {
  const body = await api.get('categories').json(categoriesResponseSchema);
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
