import { HStack, Stack } from '@chakra-ui/react';
import { fetchMembersCsv, useMembersPage } from '@keyclub/api-client';
import { DownloadButton } from '@keyclub/app-shell';
import { EmptyState, LoadError, PageShell } from '@keyclub/ui-kit';
import { OwnedSearchBox } from '../customer-dashboard/owned-search-box.tsx';
import { PageControls } from '../shared/page-controls.tsx';
import { useSearchQuery } from '../shared/use-search-query.ts';
import { MembersTable } from './members-table.tsx';

export const MEMBERS_TEXTS = {
  loadError: 'The members could not be loaded.',
  none: 'No one holds your memberships yet',
  noMatch: 'No member matches this search',
  search: 'Search members',
  exportCsv: 'Export CSV',
};

/**
 * Business /members (issue 37): the holders of the business's memberships, what each shares (name,
 * email only when they allow it), searchable and paged in the URL, with a CSV export of the search.
 */
function MembersPage() {
  const { page, pageSize, goTo, search, setSearch } = useSearchQuery();
  const read = useMembersPage({ page, limit: pageSize, search: search || undefined });
  const { data } = read;

  return (
    <PageShell title="Members">
      <Stack gap="4">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <OwnedSearchBox label={MEMBERS_TEXTS.search} value={search} onSearch={setSearch} />
          <DownloadButton
            download={() => fetchMembersCsv(search || undefined)}
            filename="keyclub-members.csv"
            disabled={!data || data.meta.total === 0}
          >
            {MEMBERS_TEXTS.exportCsv}
          </DownloadButton>
        </HStack>
        {read.isError && !data ? (
          <LoadError title={MEMBERS_TEXTS.loadError} read={read} />
        ) : data === undefined ? null : data.meta.total === 0 ? (
          <EmptyState title={search ? MEMBERS_TEXTS.noMatch : MEMBERS_TEXTS.none} />
        ) : (
          <>
            <MembersTable members={data.data} stale={read.isPlaceholderData} />
            <PageControls page={page} pageSize={pageSize} total={data.meta.total} onChange={goTo} />
          </>
        )}
      </Stack>
    </PageShell>
  );
}

export const Component = MembersPage;
