import type { Token } from '@keyclub/domain';

/**
 * What a buy of `{id}` is (docs/api-roadmap.md section 5, "What does {id} of a buy name?"): a new
 * copy of a parent, the viewer's own copy renewed, or another holder's copy on resale.
 */
export type CheckoutKind = 'PURCHASE' | 'RENEWAL' | 'RESALE';

export interface CheckoutOrder {
  kind: CheckoutKind;
  /** USD the buyer pays, as the server prices it: the price, the renewal price or the listing total. */
  amount: number;
}

type OrderedToken = Pick<Token, 'parent_id' | 'owner' | 'total_amount'> & {
  profile: Pick<Token['profile'], 'price' | 'renewal_price'>;
};

export function checkoutOrder(token: OrderedToken, viewerId: number | null): CheckoutOrder {
  if (token.parent_id === null) return { kind: 'PURCHASE', amount: token.profile.price };
  if (token.owner !== null && token.owner.id === viewerId) {
    return { kind: 'RENEWAL', amount: token.profile.renewal_price };
  }
  // A copy that is not listed has no total; the server refuses its checkout ('not on sale').
  return { kind: 'RESALE', amount: token.total_amount ?? token.profile.price };
}
