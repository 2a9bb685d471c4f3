import { Stack } from '@chakra-ui/react';
import { useOwnedTokens } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { EmptyState, PageShell } from '@keyclub/ui-kit';
import { BrowseMarketplaceButton } from '../shared/browse-marketplace-button.tsx';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { PageControls } from '../shared/page-controls.tsx';
import { useSearchQuery } from '../shared/use-search-query.ts';
import { OwnedMembershipRow } from './owned-membership-row.tsx';
import { OwnedSearchBox } from './owned-search-box.tsx';

/**
 * Consumer /tokens (SPEC section 2 Customer dashboard): the memberships the user owns, a page at a
 * time, searchable by title (`?search=`, kept in the URL with the page).
 */
function CustomerDashboardPage() {
  const { page, pageSize, goTo, search, setSearch } = useSearchQuery();
  const read = useOwnedTokens({ page, limit: pageSize, title: search || undefined });
  const { data } = read;
  const searchBox = <OwnedSearchBox value={search} onSearch={setSearch} />;

  return (
    <PageShell title="My Memberships">
      {read.isError && !data ? (
        <MembershipsLoadError read={read} />
      ) : data === undefined ? null : data.meta.total === 0 && search ? (
        <Stack gap="4">
          {searchBox}
          <EmptyState title={MESSAGES.empty.ownedSearchResults} />
        </Stack>
      ) : data.meta.total === 0 ? (
        <EmptyState title={MESSAGES.empty.ownedMemberships} action={<BrowseMarketplaceButton />} />
      ) : (
        <Stack gap="4">
          {searchBox}
          <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label="My Memberships">
            {data.data.map((token) => (
              <OwnedMembershipRow key={token.id} token={token} />
            ))}
          </Stack>
          <PageControls page={page} pageSize={pageSize} total={data.meta.total} onChange={goTo} />
        </Stack>
      )}
    </PageShell>
  );
}

export const Component = CustomerDashboardPage;
