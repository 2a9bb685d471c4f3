import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { EMPTY_MESSAGES } from '@keyclub/domain';
import { EmptyState, PageShell } from '@keyclub/ui-kit';
import { CheckoutColumns, type CheckoutColumnsProps } from './checkout-columns.tsx';
import { type CheckoutRead, CheckoutReadFailure } from './checkout-read-failure.tsx';

/**
 * A buy or sell page before it can show its membership, in the page's frame: the failure of a read
 * (see CheckoutReadFailure) or, while they load, the page's outline (breadcrumb, h1, the columns).
 */
export function CheckoutPending({
  reads,
  from,
}: {
  reads: CheckoutRead[];
  from: CheckoutColumnsProps['from'];
}) {
  return (
    <PageShell>
      {reads.some((read) => read.isError) ? (
        <CheckoutReadFailure reads={reads} />
      ) : (
        <Stack gap="6" role="status" aria-busy="true" aria-label="Loading membership">
          <Skeleton h="5" w="1/3" />
          <Skeleton h="10" w="1/2" />
          <CheckoutColumns from={from}>
            <SkeletonText noOfLines={6} />
            <Skeleton h="44" rounded="lg" />
          </CheckoutColumns>
        </Stack>
      )}
    </PageShell>
  );
}

/** A checkout address whose membership id is not a number. */
export function CheckoutNotFound() {
  return (
    <PageShell>
      <EmptyState title={EMPTY_MESSAGES.searchResults} />
    </PageShell>
  );
}
