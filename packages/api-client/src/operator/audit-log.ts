import type { AuditEntry, PageMeta } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

type PageQuery = Pick<PageMeta, 'page' | 'limit'>;

/** GET /operator/audit: one page of the operators' audit log, newest first. */
export async function fetchAuditPage(query: PageQuery): Promise<PageAnswer<AuditEntry>> {
  return api.get('operator/audit', { searchParams: query }).json<PageAnswer<AuditEntry>>();
}

export const auditPageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: queryKeys.operator.audit(query),
    queryFn: () => fetchAuditPage(query),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useAuditPage = (query: PageQuery) => useQuery(auditPageQueryOptions(query));
