import { tokenFixture } from '@keyclub/domain/testing';
import { describe, expect, it } from 'vitest';
import { checkoutOrder } from './checkout-order.ts';

const owner = { id: 5, first_name: 'Ana', last_name: 'Smith', city: 'Austin', state: 'TX' } as const;

describe('checkoutOrder', () => {
  it('a parent membership is a purchase of a new copy at its price', () => {
    expect(checkoutOrder(tokenFixture(), 5)).toEqual({ kind: 'PURCHASE', amount: 49 });
  });

  it("the viewer's own copy is a renewal at the renewal price", () => {
    expect(checkoutOrder(tokenFixture({ id: 70, parent_id: 7, owner }), 5)).toEqual({
      kind: 'RENEWAL',
      amount: 39,
    });
  });

  it("another holder's listed copy is a resale at the listing's total", () => {
    const listing = tokenFixture({
      id: 71,
      parent_id: 7,
      owner,
      is_open_for_sale: true,
      total_amount: 61.25,
    });
    expect(checkoutOrder(listing, 6)).toEqual({ kind: 'RESALE', amount: 61.25 });
    expect(checkoutOrder(listing, null)).toEqual({ kind: 'RESALE', amount: 61.25 });
  });
});
