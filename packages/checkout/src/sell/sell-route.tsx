import { Container, Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useSellTerms, useToken } from '@keyclub/api-client';
import { MESSAGES } from '@keyclub/domain';
import { EmptyState, useRouteId } from '@keyclub/ui-kit';
import { CheckoutReadFailure } from '../shared/checkout-read-failure.tsx';
import { SellPage } from './sell-page.tsx';

function SellPageSkeleton() {
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6" role="status" aria-busy="true" aria-label="Loading membership">
        <Skeleton h="5" w="1/3" />
        <Skeleton h="10" w="1/2" />
        <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="8">
          <SkeletonText noOfLines={4} />
          <Skeleton h="40" rounded="lg" />
        </Grid>
      </Stack>
    </Container>
  );
}

/** The owner's copy and its sell terms; a copy that is not the caller's (404) shows as not found. */
function SellMembership({ id }: { id: number }) {
  const token = useToken(id);
  const terms = useSellTerms(id);
  if (token.isError || terms.isError) return <CheckoutReadFailure reads={[token, terms]} />;
  if (!token.data || !terms.data) return <SellPageSkeleton />;
  return <SellPage token={token.data} terms={terms.data} />;
}

/** Consumer /tokens/:id/sell (SPEC section 2 Sell Membership NFT page), behind the customer guard. */
function SellRoute() {
  const id = useRouteId();
  if (id === null) return <EmptyState title={MESSAGES.empty.searchResults} />;
  return <SellMembership id={id} />;
}

export const Component = SellRoute;
