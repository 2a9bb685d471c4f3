import type { BusinessWithTokens, Category } from '@keyclub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export interface BusinessPage {
  business: BusinessWithTokens;
  /** All seven categories in display order, each with the count of this business's memberships. */
  categories: Category[];
}

/** GET /businesses/{id} — the public business page: the business, its memberships, per-category counts. */
export async function fetchBusinessPage(id: number): Promise<BusinessPage> {
  const { data, meta } = await api
    .get(`businesses/${id}`)
    .json<{ data: BusinessWithTokens; meta: { categories: Category[] } }>();
  return { business: data, categories: meta.categories };
}

// Silent: the business page shows its failure in place, with Retry.
export const businessPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.businesses.page(id),
    queryFn: () => fetchBusinessPage(id),
    meta: { silent: true },
  });

export const useBusinessPage = (id: number) => useQuery(businessPageQueryOptions(id));
