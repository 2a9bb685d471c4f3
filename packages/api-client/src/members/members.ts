import type { Member, PageMeta } from '@keyclub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageAnswer } from '../answers.ts';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

type MembersQuery = Pick<PageMeta, 'page' | 'limit'> & { search?: string | undefined };

const searchParamsOf = ({ search, ...page }: MembersQuery) => ({ ...page, ...(search ? { search } : {}) });

/** GET /members: one page of the business's holders, newest copies first. */
export async function fetchMembersPage(query: MembersQuery): Promise<PageAnswer<Member>> {
  return api.get('members', { searchParams: searchParamsOf(query) }).json<PageAnswer<Member>>();
}

export const membersPageQueryOptions = (query: MembersQuery) =>
  queryOptions({
    queryKey: queryKeys.members(query),
    queryFn: () => fetchMembersPage(query),
    placeholderData: keepPreviousData,
    // Silent: the page shows a failed read in place, with Retry.
    meta: { silent: true },
  });

export const useMembersPage = (query: MembersQuery) => useQuery(membersPageQueryOptions(query));

/** GET /members.csv: every member the search matches, as a CSV file. */
export async function fetchMembersCsv(search?: string): Promise<Blob> {
  return (await api.get('members.csv', { searchParams: search ? { search } : {} })).blob();
}
