import { Heading, Stack } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import { RECENTLY_LISTED_PAGE_SIZE } from '@keyclub/domain';
import { EmptyState } from '@keyclub/ui-kit';
import { useState } from 'react';
import { resaleListingsRequest } from '../shared/marketplace-requests.ts';
import { MembershipGrid } from '../shared/membership-grid.tsx';
import { PageControls } from '../shared/page-controls.tsx';

/**
 * Memberships other consumers put up for sale again (GET /market-place?is_parent=false;
 * docs/decisions/resale.md): each card shows what a buyer pays and opens the listing's public detail,
 * whose Buy Membership buys it. Paged in the section, so Recently listed keeps the URL's page.
 */
export function ResaleListings() {
  const [{ page, pageSize }, setPaging] = useState({ page: 1, pageSize: RECENTLY_LISTED_PAGE_SIZE });
  const { data, isPlaceholderData } = useMarketplace(resaleListingsRequest(page, pageSize));
  return (
    <Stack as="section" aria-labelledby="resale-listings" gap="4">
      <Heading as="h2" id="resale-listings" size="xl">
        For resale
      </Heading>
      {data?.meta.total === 0 ? (
        <EmptyState title="No memberships are for resale right now" />
      ) : (
        <>
          <MembershipGrid tokens={data?.data} labelledBy="resale-listings" stale={isPlaceholderData} />
          {data ? (
            <PageControls page={page} pageSize={pageSize} total={data.meta.total} onChange={setPaging} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
