import { Box, HStack, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { shareLinks, type TokenDetail, useTokenDetail, useUsdToEth } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { detailPrice, formatUsd, publicBuyAction } from '@keyclub/domain';
import { EthEquivalent, PageShell, PhoneActionBar, useRouteId } from '@keyclub/ui-kit';
import { MembershipDetailView } from '../detail/membership-detail-view.tsx';
import { MembershipReadFailure } from '../shared/membership-read-failure.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { ShareButton } from '../shared/share-button.tsx';
import { BuyAction } from './buy-action.tsx';

export function DetailLoading() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading membership">
      <Skeleton h="10" w="1/2" />
      <Skeleton h={{ base: '56', md: '96' }} rounded="lg" />
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}

/**
 * The membership as everyone sees it, with the buy rules. On a phone the buy button waits in a bar at
 * the foot of the screen instead of under the price, a long scroll down (issue 36 item 7).
 */
export function PublicDetailView({ detail }: { detail: TokenDetail }) {
  const price = detailPrice(detail.token);
  const hasAction = publicBuyAction(detail.token, detail.meta) !== 'NONE';
  const rate = useUsdToEth();
  return (
    <>
      <MembershipDetailView
        token={detail.token}
        topAction={
          <ShareButton link={() => shareLinks.token(detail.token.id)} title={detail.token.profile.title} />
        }
        priceNote={<EthEquivalent amount={price.amount} rate={rate} />}
        actions={
          <Box hideBelow="lg">
            <BuyAction detail={detail} />
          </Box>
        }
      />
      {hasAction ? (
        <PhoneActionBar label="Buy">
          <HStack justify="space-between" gap="3">
            <Text fontWeight="bold" textStyle="lg">
              {formatUsd(price.amount)}
            </Text>
            <BuyAction detail={detail} />
          </HStack>
        </PhoneActionBar>
      ) : null}
    </>
  );
}

function PublicTokenDetail({ id }: { id: number }) {
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  const read = useTokenDetail(id, viewerId);
  const { data } = read;
  if (read.isError) return <MembershipReadFailure read={read} />;
  if (!data) return <DetailLoading />;
  return <PublicDetailView detail={data} />;
}

/** Consumer /public/token/:id: the membership detail view with the buy rules, open to everyone. */
function PublicTokenDetailPage() {
  const id = useRouteId();
  return <PageShell>{id === null ? <MembershipNotFound /> : <PublicTokenDetail id={id} />}</PageShell>;
}

export const Component = PublicTokenDetailPage;
