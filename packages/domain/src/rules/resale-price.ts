import type { Token } from '../entities/token.ts';

type ResaleToken = Pick<Token, 'parent_id' | 'is_open_for_sale' | 'total_amount' | 'listing_amount'>;

/**
 * What a buyer pays for a copy on resale, as the card and crypto checkouts charge it (R12,
 * `modules/purchases/checkout-source.ts`): its listing's total — the seller's price with the
 * commission and the transaction fee — or, for a listing recorded without a total, its listing amount.
 * Null for a parent, and for a copy whose sale amounts the viewer does not see.
 */
export function resalePrice(token: ResaleToken): number | null {
  if (token.parent_id === null) return null;
  return token.total_amount ?? token.listing_amount;
}

/** The copy is listed for resale now at a price the viewer sees: a resale to show as such. */
export function isOnResale(token: ResaleToken): boolean {
  return token.is_open_for_sale && resalePrice(token) !== null;
}
