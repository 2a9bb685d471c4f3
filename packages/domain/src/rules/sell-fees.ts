import { USD_DECIMALS } from '../constants/limits.ts';
import { roundTo } from './rounding.ts';

export interface SellFeesInput {
  /** The price the seller types. */
  price: number;
  /** The membership's listing amount: selling below it is not allowed. */
  listingAmount: number;
  commissionPercentage: number;
  transactionPercentage: number;
  /** The listing's own amounts, used while the price is below the listing amount. */
  listing?: { commission_amount: number; transaction_amount: number; total_amount: number };
}

export interface SellFees {
  commissionAmount: number;
  transactionAmount: number;
  totalAmount: number;
  /** True when the price is below the listing amount (selling is blocked, the summary shows the listing's fees). */
  belowListingAmount: boolean;
}

const feesFor = (price: number, commissionPercentage: number, transactionPercentage: number) => {
  const commissionAmount = roundTo((price * commissionPercentage) / 100, USD_DECIMALS);
  const transactionAmount = roundTo((price * transactionPercentage) / 100, USD_DECIMALS);
  return {
    commissionAmount,
    transactionAmount,
    totalAmount: roundTo(price + commissionAmount + transactionAmount, USD_DECIMALS),
  };
};

/**
 * Sell summary (SPEC section 9): commission and transaction fee are percentages of the price rounded
 * to cents, the total is price plus both. Below the listing amount the listing's own amounts are
 * shown; without them, the fees of the listing amount itself.
 */
export function computeSellFees(input: SellFeesInput): SellFees {
  const { price, listingAmount, commissionPercentage, transactionPercentage, listing } = input;
  if (price >= listingAmount) {
    return { ...feesFor(price, commissionPercentage, transactionPercentage), belowListingAmount: false };
  }
  if (listing) {
    return {
      commissionAmount: listing.commission_amount,
      transactionAmount: listing.transaction_amount,
      totalAmount: listing.total_amount,
      belowListingAmount: true,
    };
  }
  return { ...feesFor(listingAmount, commissionPercentage, transactionPercentage), belowListingAmount: true };
}
