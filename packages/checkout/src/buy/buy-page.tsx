import { Box } from '@chakra-ui/react';
import type { TokenDetail } from '@keyclub/api-client';
import { checkoutPaths, membershipPaths } from '@keyclub/domain/paths';
import { Breadcrumbs, PageShell } from '@keyclub/ui-kit';
import { lazy, type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { CheckoutColumns } from '../shared/checkout-columns.tsx';
import type { BuyQuery } from './buy-query.ts';
import { checkoutOrder, unavailableReason } from './checkout-order.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentPanel, type WalletModeSlot } from './payment-panel.tsx';

const CardReturn = lazy(() => import('../result/card-return.tsx'));

export interface BuyPageProps {
  detail: TokenDetail;
  query: BuyQuery;
  viewerId: number;
  /** The wallet's connect button, passed on to the payment panel (see `PaymentPanelProps`). */
  connectWallet?: ReactNode;
  /** What supplies the wallet mode, passed on to the payment panel (see `PaymentPanelProps`). */
  WalletModeSlot?: WalletModeSlot;
}

/** The Buy Membership page (SPEC section 2): breadcrumb, 'Your Order', the payment panel, the card return. */
export function BuyPage({ detail, query, viewerId, connectWallet, WalletModeSlot }: BuyPageProps) {
  const navigate = useNavigate();
  const { token, meta } = detail;
  const order = checkoutOrder(token, viewerId);
  const { renew, cardReturn, stopped } = query;
  const title = renew ? 'Renew Membership' : 'Buy Membership';
  // Closing the failure dialog leaves the card return: the offer is shown again, ready for a retry.
  const leaveCardReturn = () => navigate(checkoutPaths.buy.href(token.id, { renew }), { replace: true });
  return (
    <PageShell
      title={title}
      before={
        <Breadcrumbs
          items={[
            { label: 'Marketplace', href: membershipPaths.marketplace.href() },
            {
              label: token.profile.title,
              href: renew
                ? membershipPaths.ownedToken.href(token.id)
                : membershipPaths.publicToken.href(token.id),
            },
            { label: title },
          ]}
        />
      }
    >
      <CheckoutColumns from="lg">
        <OrderSummary token={token} />
        {/* First on a phone: the price and the pay button without scrolling past the whole order. */}
        <Box order={{ base: -1, lg: 0 }}>
          <PaymentPanel
            token={token}
            order={order}
            unavailable={unavailableReason(token, meta, order)}
            stopped={stopped}
            returning={cardReturn !== null}
            connectWallet={connectWallet}
            WalletModeSlot={WalletModeSlot}
          />
        </Box>
      </CheckoutColumns>
      {cardReturn === null ? null : (
        <Suspense fallback={null}>
          <CardReturn
            tokenId={token.id}
            sessionId={cardReturn.sessionId}
            renew={renew}
            onDismiss={leaveCardReturn}
          />
        </Suspense>
      )}
    </PageShell>
  );
}
