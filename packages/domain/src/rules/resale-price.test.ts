import { describe, expect, it } from 'vitest';
import { isOnResale, resalePrice } from './resale-price.ts';

const copy = {
  parent_id: 3,
  is_open_for_sale: true,
  listing_amount: 20,
  total_amount: 21.5,
};

describe('resalePrice', () => {
  it('is the listing total a buyer pays, fees included', () => {
    expect(resalePrice(copy)).toBe(21.5);
  });

  it('falls back to the listing amount when the listing has no total, as the checkout does', () => {
    expect(resalePrice({ ...copy, total_amount: null })).toBe(20);
  });

  it('is null for a parent and for a copy whose amounts are hidden', () => {
    expect(resalePrice({ ...copy, parent_id: null })).toBeNull();
    expect(resalePrice({ ...copy, listing_amount: null, total_amount: null })).toBeNull();
  });
});

describe('isOnResale', () => {
  it('holds for a listed copy with a price, not for an unlisted one or a parent', () => {
    expect(isOnResale(copy)).toBe(true);
    expect(isOnResale({ ...copy, is_open_for_sale: false })).toBe(false);
    expect(isOnResale({ ...copy, parent_id: null })).toBe(false);
  });
});
