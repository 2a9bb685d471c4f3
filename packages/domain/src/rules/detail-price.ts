import type { Token } from '../entities/token.ts';
import { isOnResale, resalePrice } from './resale-price.ts';

export type DetailPriceLabel = 'Renewal Price' | 'List Price' | 'Resale Price';

type PricedToken = Pick<Token, 'parent_id' | 'is_open_for_sale' | 'total_amount' | 'listing_amount'> & {
  profile: Pick<Token['profile'], 'price' | 'renewal_price'>;
};

/**
 * Price block of the detail view: a copy on resale shows, to anyone but its owner, what its buyer
 * pays ('Resale Price', `resalePrice`); an owned or purchasable copy (has a parent) with a renewal
 * price shows 'Renewal Price'; otherwise 'List Price'. A renewal price of 0 counts as none.
 */
export function detailPrice(token: PricedToken, owned = false): { label: DetailPriceLabel; amount: number } {
  const resale = !owned && isOnResale(token) ? resalePrice(token) : null;
  if (resale !== null) return { label: 'Resale Price', amount: resale };
  const { price, renewal_price } = token.profile;
  return token.parent_id !== null && renewal_price > 0
    ? { label: 'Renewal Price', amount: renewal_price }
    : { label: 'List Price', amount: price };
}
