import { Heading, Stack } from '@chakra-ui/react';
import { type MarketplaceRequest, useMarketplace } from '@keyclub/api-client';
import { EmptyState } from '@keyclub/ui-kit';
import type { ReactNode } from 'react';
import { MembershipGrid } from '../shared/membership-grid.tsx';
import { MembershipsLoadError } from '../shared/membership-read-failure.tsx';

interface MarketplaceListProps {
  /** The heading's id, which names the section and its grid. */
  id: string;
  title: string;
  request: MarketplaceRequest;
  empty: string;
  /** The list's page controls once the total is known. */
  pager: (total: number) => ReactNode;
}

/** A section of the marketplace: a titled grid of memberships, its error with Retry, its empty line and its pages. */
export function MarketplaceList({ id, title, request, empty, pager }: MarketplaceListProps) {
  const read = useMarketplace(request);
  const { data, isPlaceholderData } = read;
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      {read.isError && !data ? (
        <MembershipsLoadError read={read} />
      ) : data?.meta.total === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <MembershipGrid tokens={data?.data} labelledBy={id} stale={isPlaceholderData} />
          {data ? pager(data.meta.total) : null}
        </>
      )}
    </Stack>
  );
}
