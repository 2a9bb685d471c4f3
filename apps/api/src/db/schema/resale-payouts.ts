import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, id, percentage, refersTo, usd } from './columns.ts';
import { purchases } from './purchases.ts';
import { tokens } from './tokens.ts';
import { users } from './users.ts';

/**
 * The payout ledger: one row per completed resale, written in the transaction that finishes it
 * (docs/decisions/resale.md). The buyer paid `total_amount`; it splits into the seller's proceeds,
 * the business's commission and the platform's transaction fee, as the listing priced them (R12).
 */
export const resalePayouts = pgTable(
  'resale_payouts',
  {
    id: id(),
    purchaseId: refersTo('purchase_id', () => purchases.id).unique('resale_payouts_purchase_id_key'),
    /** The copy that changed hands. */
    tokenId: refersTo('token_id', () => tokens.id),
    sellerId: refersTo('seller_id', () => users.id),
    /** Receives the commission: the membership's business. */
    businessId: refersTo('business_id', () => businesses.id),
    currency: text('currency').notNull().default('USD'),
    totalAmount: usd('total_amount').notNull(),
    sellerAmount: usd('seller_amount').notNull(),
    commissionAmount: usd('commission_amount').notNull(),
    commissionPercentage: percentage('commission_percentage').notNull(),
    transactionAmount: usd('transaction_amount').notNull(),
    transactionPercentage: percentage('transaction_percentage').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('resale_payouts_seller_id_idx').on(t.sellerId),
    index('resale_payouts_business_id_idx').on(t.businessId),
    index('resale_payouts_token_id_idx').on(t.tokenId),
    check(
      'resale_payouts_amounts_add_up',
      sql`${t.sellerAmount} >= 0 and ${t.commissionAmount} >= 0 and ${t.transactionAmount} >= 0
        and ${t.sellerAmount} + ${t.commissionAmount} + ${t.transactionAmount} = ${t.totalAmount}`,
    ),
  ],
);
