import { useSellTerms, useToken } from '@keyclub/api-client';
import { useRouteId } from '@keyclub/ui-kit';
import { CheckoutNotFound, CheckoutPending } from '../shared/checkout-pending.tsx';
import { SellPage } from './sell-page.tsx';

/** The owner's copy and its sell terms; a copy that is not the caller's (404) shows as not found. */
function SellMembership({ id }: { id: number }) {
  const token = useToken(id);
  const terms = useSellTerms(id);
  if (!token.data || !terms.data || token.isError || terms.isError) {
    return <CheckoutPending reads={[token, terms]} from="md" />;
  }
  return <SellPage token={token.data} terms={terms.data} />;
}

/** Consumer /tokens/:id/sell (SPEC section 2 Sell Membership NFT page), behind the customer guard. */
function SellRoute() {
  const id = useRouteId();
  if (id === null) return <CheckoutNotFound />;
  return <SellMembership id={id} />;
}

export const Component = SellRoute;
