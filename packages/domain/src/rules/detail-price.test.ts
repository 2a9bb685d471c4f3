import { describe, expect, it } from 'vitest';
import { detailPrice } from './detail-price.ts';

const token = (parent_id: number | null, renewal_price: number) => ({
  parent_id,
  is_open_for_sale: false,
  listing_amount: null,
  total_amount: null,
  profile: { price: 50, renewal_price },
});

const listedCopy = { ...token(7, 4), is_open_for_sale: true, listing_amount: 24, total_amount: 25.63 };

describe('detailPrice', () => {
  it('shows the renewal price for a copy with a parent and a renewal price', () => {
    expect(detailPrice(token(7, 20))).toEqual({ label: 'Renewal Price', amount: 20 });
    expect(detailPrice(token(7, 0.01)).label).toBe('Renewal Price');
  });

  it('shows the list price for a parent listing', () => {
    expect(detailPrice(token(null, 20))).toEqual({ label: 'List Price', amount: 50 });
  });

  it('shows the list price when the renewal price is 0', () => {
    expect(detailPrice(token(7, 0))).toEqual({ label: 'List Price', amount: 50 });
  });

  it('shows what a buyer pays for a copy on resale, fees included, not its renewal price', () => {
    expect(detailPrice(listedCopy)).toEqual({ label: 'Resale Price', amount: 25.63 });
  });

  it('shows its owner their own listed copy as SPEC section 2 does (its renewal price)', () => {
    expect(detailPrice(listedCopy, true)).toEqual({ label: 'Renewal Price', amount: 4 });
  });
});
