import {
  CHECKOUT_MESSAGES,
  EMPTY_MESSAGES,
  MEMBERSHIP_MESSAGES,
  publicBuyAction,
  resalePrice,
  type Token,
  type TokenDetailMeta,
} from '@keyclub/domain';

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

type OrderedToken = Pick<
  Token,
  'parent_id' | 'owner' | 'is_open_for_sale' | 'total_amount' | 'listing_amount'
> & {
  profile: Pick<Token['profile'], 'price' | 'renewal_price'>;
};

export function checkoutOrder(token: OrderedToken, viewerId: number | null): CheckoutOrder {
  if (token.parent_id === null) return { kind: 'PURCHASE', amount: token.profile.price };
  if (token.owner !== null && token.owner.id === viewerId) {
    return { kind: 'RENEWAL', amount: token.profile.renewal_price };
  }
  // A copy that is not listed has no total; the server refuses its checkout ('not on sale').
  return { kind: 'RESALE', amount: resalePrice(token) ?? token.profile.price };
}

/**
 * Why the page cannot offer this checkout, in the server's words (docs/api-roadmap.md section 5),
 * or null: the public detail's rule (domain `publicBuyAction`) for a new copy or a resale, and a
 * copy whose key expires, of a membership on sale, for a renewal. The server refuses the same on its own.
 */
export function unavailableReason(token: Token, meta: TokenDetailMeta, order: CheckoutOrder): string | null {
  if (order.kind === 'RENEWAL') {
    // Before or after its expiry (the lock extends from the expiry); a key that never expires has none.
    if (token.profile.status !== 'ACTIVE') return CHECKOUT_MESSAGES.notOnSale;
    return token.expires_at === null ? CHECKOUT_MESSAGES.neverExpires : null;
  }
  switch (publicBuyAction(token, meta)) {
    case 'BUY':
      return null;
    case 'ALREADY_OWNED':
      return MEMBERSHIP_MESSAGES.alreadyOwned;
    case 'COMING_SOON':
    case 'NONE':
      return token.parent_id === null && token.profile.available_copies_count === 0
        ? EMPTY_MESSAGES.noCopiesAvailable
        : CHECKOUT_MESSAGES.notOnSale;
  }
}
