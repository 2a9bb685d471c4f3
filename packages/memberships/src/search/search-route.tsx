import { Button, ButtonGroup, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import { MESSAGES, SEARCH_MIN_QUERY_LENGTH, SEARCH_PAGE_SIZE } from '@keyclub/domain';
import { EmptyState, PageButtons, PageShell, usePageQuery } from '@keyclub/ui-kit';
import { useSearchParams } from 'react-router';
import { BrowseMarketplaceButton } from '../shared/browse-marketplace-button.tsx';
import { searchRequest, searchTitle } from '../shared/marketplace-requests.ts';
import { MembershipGrid } from '../shared/membership-grid.tsx';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { SearchResultsTable } from './search-results-table.tsx';

type View = 'grid' | 'list';

function SearchResults({ title }: { title: string }) {
  const [searchParams] = useSearchParams();
  // The page and the view keep the search and the way back the header box keeps in the entry's state.
  const { page, setPage, goTo } = usePageQuery();
  const view: View = searchParams.get('view') === 'list' ? 'list' : 'grid';
  const read = useMarketplace(searchRequest(title, searchParams));
  const { data, isPlaceholderData } = read;

  if (read.isError && !data) return <MembershipsLoadError read={read} />;
  if (data?.meta.total === 0) {
    return <EmptyState title={MESSAGES.empty.searchResults} action={<BrowseMarketplaceButton />} />;
  }
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" aria-live="polite">
          {data
            ? `${data.meta.total} ${data.meta.total === 1 ? 'membership' : 'memberships'} found`
            : 'Searching…'}
        </Text>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="View">
          {(['grid', 'list'] as const).map((option) => (
            <Button
              key={option}
              aria-pressed={view === option}
              variant={view === option ? 'solid' : 'outline'}
              onClick={() => goTo({ page }, { view: option === 'list' ? 'list' : null })}
            >
              {option === 'grid' ? 'Grid view' : 'List view'}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
      {view === 'grid' ? (
        <MembershipGrid tokens={data?.data} labelledBy="search-title" stale={isPlaceholderData} />
      ) : (
        <SearchResultsTable tokens={data?.data} stale={isPlaceholderData} />
      )}
      {data ? (
        <PageButtons page={page} pageSize={SEARCH_PAGE_SIZE} total={data.meta.total} onPageChange={setPage} />
      ) : null}
    </Stack>
  );
}

/**
 * Consumer /search?query=… (SPEC section 2 search results): the memberships whose title matches,
 * in a Grid or a List view (the view and the page live in the URL).
 */
function SearchPage() {
  const [searchParams] = useSearchParams();
  const title = searchParams.get('query')?.trim() ?? '';
  return (
    <PageShell>
      <Heading as="h1" size="2xl" id="search-title">
        {title ? `Results for “${title}”` : 'Search'}
      </Heading>
      {searchTitle(searchParams) === null ? (
        <EmptyState
          title="Search memberships"
          description={`Type at least ${SEARCH_MIN_QUERY_LENGTH} characters in the search box.`}
        />
      ) : (
        <SearchResults title={title} />
      )}
    </PageShell>
  );
}

export const Component = SearchPage;
