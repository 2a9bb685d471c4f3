import { describe, expect, it } from 'vitest';
import { detailPrice } from './detail-price.ts';

const token = (parent_id: number | null, renewal_price: number) => ({
  parent_id,
  profile: { price: 50, renewal_price },
});

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
});
