import { describe, expect, it } from 'vitest';
import { computeSellFees } from './sell-fees.ts';

const rates = { commissionPercentage: 5, transactionPercentage: 2.5 };

describe('computeSellFees', () => {
  it('takes both fees as percentages of the price, rounded to cents', () => {
    expect(computeSellFees({ price: 19.99, listingAmount: 10, ...rates })).toEqual({
      commissionAmount: 1,
      transactionAmount: 0.5,
      totalAmount: 21.49,
      belowListingAmount: false,
    });
  });

  it('uses the price itself at exactly the listing amount', () => {
    const fees = computeSellFees({ price: 100, listingAmount: 100, ...rates });
    expect(fees).toEqual({
      commissionAmount: 5,
      transactionAmount: 2.5,
      totalAmount: 107.5,
      belowListingAmount: false,
    });
  });

  it("uses the listing's own amounts below the listing amount", () => {
    const listing = { commission_amount: 5, transaction_amount: 2.5, total_amount: 107.5 };
    expect(computeSellFees({ price: 99.99, listingAmount: 100, ...rates, listing })).toEqual({
      commissionAmount: 5,
      transactionAmount: 2.5,
      totalAmount: 107.5,
      belowListingAmount: true,
    });
  });

  it('falls back to the fees of the listing amount when the listing amounts are unknown', () => {
    expect(computeSellFees({ price: 1, listingAmount: 40, ...rates })).toEqual({
      commissionAmount: 2,
      transactionAmount: 1,
      totalAmount: 43,
      belowListingAmount: true,
    });
  });

  it('charges nothing on a free price with zero rates', () => {
    expect(
      computeSellFees({ price: 0, listingAmount: 0, commissionPercentage: 0, transactionPercentage: 0 }),
    ).toEqual({ commissionAmount: 0, transactionAmount: 0, totalAmount: 0, belowListingAmount: false });
  });
});
