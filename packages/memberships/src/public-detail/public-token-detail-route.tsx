import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { type TokenDetail, useTokenDetail } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/auth';
import { detailPrice } from '@keyclub/domain';
import { MembershipDetailView } from '../detail/membership-detail-view.tsx';
import { EthEquivalent } from '../shared/eth-equivalent.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { PageShell } from '../shared/page-shell.tsx';
import { useRouteId } from '../shared/route-id.ts';
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

/** The membership as everyone sees it, with the buy rules. */
export function PublicDetailView({ detail }: { detail: TokenDetail }) {
  return (
    <MembershipDetailView
      token={detail.token}
      priceNote={<EthEquivalent amount={detailPrice(detail.token).amount} />}
      actions={<BuyAction detail={detail} />}
    />
  );
}

function PublicTokenDetail({ id }: { id: number }) {
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  const { data, isError } = useTokenDetail(id, viewerId);
  if (isError) return <MembershipNotFound />;
  if (!data) return <DetailLoading />;
  return <PublicDetailView detail={data} />;
}

/** Consumer /public/token/:id: the membership detail view with the buy rules, open to everyone. */
function PublicTokenDetailPage() {
  const id = useRouteId();
  return <PageShell>{id === null ? <MembershipNotFound /> : <PublicTokenDetail id={id} />}</PageShell>;
}

export const Component = PublicTokenDetailPage;
