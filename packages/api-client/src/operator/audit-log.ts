import type { AuditEntry } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { fetchPage, type PageQuery, pageQueryOptions } from '../read-options.ts';

/** GET /operator/audit: one page of the operators' audit log, newest first. */
export const fetchAuditPage = (query: PageQuery) => fetchPage<AuditEntry>('operator/audit', query);

export const auditPageQueryOptions = (query: PageQuery) =>
  pageQueryOptions(queryKeys.operator.audit(query), () => fetchAuditPage(query));

export const useAuditPage = (query: PageQuery) => useQuery(auditPageQueryOptions(query));
