import type { Member } from '@keyclub/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';
import { fetchPage, type PageQuery, pageQueryOptions } from '../read-options.ts';

type MembersQuery = PageQuery & { search?: string | undefined };

const searchParamsOf = ({ search, ...page }: MembersQuery) => ({ ...page, ...(search ? { search } : {}) });

/** GET /members: one page of the business's holders, newest copies first. */
export const fetchMembersPage = (query: MembersQuery) => fetchPage<Member>('members', searchParamsOf(query));

export const membersPageQueryOptions = (query: MembersQuery) =>
  pageQueryOptions(queryKeys.members(query), () => fetchMembersPage(query));

export const useMembersPage = (query: MembersQuery) => useQuery(membersPageQueryOptions(query));

/** GET /members.csv: every member the search matches, as a CSV file. */
export async function fetchMembersCsv(search?: string): Promise<Blob> {
  return (await api.get('members.csv', { searchParams: search ? { search } : {} })).blob();
}
