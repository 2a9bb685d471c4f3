import { Heading, Stack } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import { RECENTLY_LISTED_PAGE_SIZE } from '@keyclub/domain';
import { EmptyState, PageButtons, usePageParam } from '@keyclub/ui-kit';
import { RESALE_PAGE_PARAM, resaleListingsRequest } from '../shared/marketplace-requests.ts';
import { MembershipGrid } from '../shared/membership-grid.tsx';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';

/**
 * Memberships other consumers put up for sale again (GET /market-place?is_parent=false;
 * docs/decisions/resale.md): each card shows what a buyer pays and opens the listing's public detail,
 * whose Buy Membership buys it. Its page is the URL's `?resale_page=`, beside Recently listed's `?page=`; a fixed
 * 12 a page with page buttons of its own (named 'For resale pages'), so the page has one Per page, the
 * main list's.
 */
export function ResaleListings() {
  const [page, setPage] = usePageParam(RESALE_PAGE_PARAM);
  const read = useMarketplace(resaleListingsRequest(page));
  const { data, isPlaceholderData } = read;
  return (
    <Stack as="section" aria-labelledby="resale-listings" gap="4">
      <Heading as="h2" id="resale-listings" size="xl">
        For resale
      </Heading>
      {read.isError && !data ? (
        <MembershipsLoadError read={read} />
      ) : data?.meta.total === 0 ? (
        <EmptyState title="No memberships are for resale right now" />
      ) : (
        <>
          <MembershipGrid tokens={data?.data} labelledBy="resale-listings" stale={isPlaceholderData} />
          {data ? (
            <PageButtons
              page={page}
              pageSize={RECENTLY_LISTED_PAGE_SIZE}
              total={data.meta.total}
              onPageChange={setPage}
              label="For resale pages"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
