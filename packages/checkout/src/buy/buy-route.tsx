import { Skeleton } from '@chakra-ui/react';
import { tokenDetailQueryOptions } from '@keyclub/api-client';
import { useAuthStore } from '@keyclub/app-state';
import { useRouteId } from '@keyclub/ui-kit';
import { WalletConnectButton } from '@keyclub/wallet';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { CheckoutNotFound, CheckoutPending } from '../shared/checkout-pending.tsx';
import type { buyLoader } from './buy-loader.ts';
import { BuyPage } from './buy-page.tsx';
import { readBuyQuery } from './buy-query.ts';
import type { WalletModeSlot } from './payment-panel.tsx';

function BuyMembership({ id, viewerId }: { id: number; viewerId: number }) {
  const [searchParams] = useSearchParams();
  const loaded = useLoaderData<typeof buyLoader>();
  const read = useQuery({
    ...tokenDetailQueryOptions(id, viewerId),
    initialData: loaded?.token.id === id ? loaded : undefined,
  });
  const { data } = read;
  if (read.isError || !data) return <CheckoutPending reads={[read]} from="lg" />;
  return (
    <BuyPage
      detail={data}
      query={readBuyQuery(searchParams)}
      viewerId={viewerId}
      connectWallet={<WalletConnectButton placeholder={<Skeleton h="9" />} />}
      WalletModeSlot={LazyWalletMode}
    />
  );
}

// wagmi and viem load once a payment method is chosen, not with the page (docs/performance.md, "Bundle").
const WalletModeReporter = lazy(() => import('./wallet-mode-reporter.tsx'));

/** The wallet mode; until it reports, the order card shows its placeholders (see PaymentPanel). */
const LazyWalletMode: WalletModeSlot = ({ onChange }) => (
  <Suspense fallback={null}>
    <WalletModeReporter onChange={onChange} />
  </Suspense>
);

/** Consumer /tokens/:id/buy (SPEC section 2 Buy Membership page), behind the customer guard. */
function BuyRoute() {
  const id = useRouteId();
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  if (id === null) return <CheckoutNotFound />;
  // The shell's customer guard keeps visitors without a session out; nothing to show meanwhile.
  if (viewerId === null) return null;
  return <BuyMembership id={id} viewerId={viewerId} />;
}

export const Component = BuyRoute;
