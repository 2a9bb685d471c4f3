import { Button, Stack } from '@chakra-ui/react';
import { useOwnedTokens } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { membershipPaths } from '@keyclub/domain/paths';
import { EmptyState, PageShell, usePageQuery } from '@keyclub/ui-kit';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { PageControls } from '../shared/page-controls.tsx';
import { OwnedMembershipRow } from './owned-membership-row.tsx';
import { OwnedSearchBox } from './owned-search-box.tsx';

/**
 * Consumer /tokens (SPEC section 2 Customer dashboard): the memberships the user owns, a page at a
 * time, searchable by title (`?search=`, kept in the URL with the page).
 */
function CustomerDashboardPage() {
  const [searchParams] = useSearchParams();
  const { page, pageSize, goTo } = usePageQuery();
  const search = searchParams.get('search') ?? '';
  const read = useOwnedTokens({ page, limit: pageSize, title: search || undefined });
  const { data } = read;
  const searchBox = (
    <OwnedSearchBox value={search} onSearch={(title) => goTo({ page: 1 }, { search: title || null })} />
  );

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
        <EmptyState
          title={MESSAGES.empty.ownedMemberships}
          action={
            <Button asChild>
              <RouterLink to={membershipPaths.marketplace.href()}>Browse the Marketplace</RouterLink>
            </Button>
          }
        />
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
