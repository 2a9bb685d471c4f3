import { Heading, Stack } from '@chakra-ui/react';
import { useMarketplace } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { EmptyState } from '@keyclub/ui-kit';
import { useSearchParams } from 'react-router';
import { recentlyListedRequest } from '../shared/marketplace-requests.ts';
import { MembershipGrid } from '../shared/membership-grid.tsx';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';
import { PageControls } from '../shared/page-controls.tsx';
import { pageQueryParams, readPageQuery } from '../shared/page-query.ts';

/** Recently listed: the newest memberships, 12 a page by default (6 / 12 / 24), page and size in the URL. */
export function RecentlyListed() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, pageSize } = readPageQuery(searchParams);
  const read = useMarketplace(recentlyListedRequest(searchParams));
  const { data, isPlaceholderData } = read;
  return (
    <Stack as="section" aria-labelledby="recently-listed" gap="4">
      <Heading as="h2" id="recently-listed" size="xl">
        Recently listed
      </Heading>
      {read.isError && !data ? (
        <MembershipsLoadError read={read} />
      ) : data?.meta.total === 0 ? (
        <EmptyState title={MESSAGES.empty.recentlyListed} />
      ) : (
        <>
          <MembershipGrid tokens={data?.data} labelledBy="recently-listed" stale={isPlaceholderData} />
          {data ? (
            <PageControls
              page={page}
              pageSize={pageSize}
              total={data.meta.total}
              onChange={(next) => setSearchParams(pageQueryParams(next), { preventScrollReset: true })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
