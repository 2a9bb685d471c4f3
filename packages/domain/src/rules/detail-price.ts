import type { Token } from '../entities/token.ts';

export type DetailPriceLabel = 'Renewal Price' | 'List Price';

type PricedToken = Pick<Token, 'parent_id'> & { profile: Pick<Token['profile'], 'price' | 'renewal_price'> };

/**
 * Price block of the detail view: an owned or purchasable copy (has a parent) with a renewal price
 * shows 'Renewal Price'; otherwise 'List Price'. A renewal price of 0 counts as none.
 */
export function detailPrice(token: PricedToken): { label: DetailPriceLabel; amount: number } {
  const { price, renewal_price } = token.profile;
  return token.parent_id !== null && renewal_price > 0
    ? { label: 'Renewal Price', amount: renewal_price }
    : { label: 'List Price', amount: price };
}
