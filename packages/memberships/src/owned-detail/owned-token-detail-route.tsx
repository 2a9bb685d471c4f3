import { useTokenDetail } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { PageShell, useRouteId } from '@keyclub/ui-kit';
import { useSearchParams } from 'react-router';
import { MembershipDetailView } from '../detail/membership-detail-view.tsx';
import { DetailLoading, PublicDetailView } from '../public-detail/public-token-detail-route.tsx';
import { MembershipReadFailure } from '../shared/membership-read-failure.tsx';
import { MembershipNotFound } from '../shared/not-found.tsx';
import { DoorAction } from './door-action.tsx';
import { OwnedActions } from './owned-actions.tsx';

function TokenDetail({ id, ownedView }: { id: number; ownedView: boolean }) {
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  const read = useTokenDetail(id, viewerId);
  const { data } = read;
  if (read.isError) return <MembershipReadFailure read={read} />;
  if (!data) return <DetailLoading />;
  const { token } = data;
  // Owned actions only for the owner, and only when asked for (SPEC section 6); the API fills
  // owner_info for the owner alone.
  const owned = ownedView && token.owner_info !== null && token.owner?.id === viewerId;
  if (!owned) return <PublicDetailView detail={data} />;
  return (
    <MembershipDetailView
      token={token}
      owned
      topAction={<DoorAction token={token} />}
      actions={<OwnedActions token={token} />}
    />
  );
}

/**
 * Consumer /tokens/:id: with owned=true, the customer's own membership ('Your Membership', card,
 * renewal, reservations); otherwise, or for anyone but its owner, the public detail.
 */
function OwnedTokenDetailPage() {
  const id = useRouteId();
  const [params] = useSearchParams();
  return (
    <PageShell>
      {id === null ? (
        <MembershipNotFound />
      ) : (
        <TokenDetail id={id} ownedView={params.get('owned') === 'true'} />
      )}
    </PageShell>
  );
}

export const Component = OwnedTokenDetailPage;
