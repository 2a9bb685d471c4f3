import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, id, percentage, refersTo, timestamps, timestampTz, usd } from './columns.ts';
import { purchases } from './purchases.ts';
import { users } from './users.ts';

/**
 * A payout account at the payment provider (Stripe Connect Express, or the local provider's): a
 * business's (its earnings) or a consumer's (their resale shares), one each. Only the server creates
 * one and binds it to its owner; the client never names an account id, so nobody can connect
 * someone else's (docs/decisions/payouts.md).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: id(),
    businessId: integer('business_id')
      .unique('payout_accounts_business_id_key')
      .references(() => businesses.id),
    /** A consumer's account, to which the seller's share of their resales goes. */
    userId: integer('user_id')
      .unique('payout_accounts_user_id_key')
      .references(() => users.id),
    /** `acct_…` at the provider. */
    providerAccountId: text('provider_account_id')
      .notNull()
      .unique('payout_accounts_provider_account_id_key'),
    /** PENDING until the provider says transfers can go to it (account.updated), then READY. */
    status: text('status').notNull().default('PENDING'),
    ...timestamps(),
  },
  (t) => [
    check('payout_accounts_status_valid', sql`${t.status} in ('PENDING', 'READY')`),
    check('payout_accounts_one_owner', sql`(${t.businessId} is null) <> (${t.userId} is null)`),
  ],
);

/** A ledger row's transfer (transfer-earnings.ts): its dispute, the transfer, its reversal, the job's claim. */
const transferColumns = () => ({
  /** Set by charge.dispute.created; nothing is transferred (or it is reversed) while disputed. */
  disputedAt: timestampTz('disputed_at'),
  /** `tr_…` once transferred; `trr_…` once that transfer was reversed (refund or dispute). */
  transferId: text('transfer_id'),
  transferredAt: timestampTz('transferred_at'),
  reversalId: text('reversal_id'),
  reversedAt: timestampTz('reversed_at'),
  /**
   * A transfer reversed when its payment was disputed, and that reversal, once the dispute was won and
   * the earning sent again (`transfer_id` is then the new transfer): sent again once only.
   */
  resentFromTransferId: text('resent_from_transfer_id'),
  resentFromReversalId: text('resent_from_reversal_id'),
  /** A job works on the row until then; a job that died releases it when it lapses. */
  claimedUntil: timestampTz('claimed_until'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  ...timestamps(),
});

/**
 * The earnings ledger: what a business earns from one paid card purchase or renewal (the price
 * less the platform's fee, both recorded when it was paid), and the transfer made from it. The
 * transfer's idempotency key is `earning:<id>`: a retry after a crash or a failed call answers the
 * same transfer, never a second one.
 */
export const businessEarnings = pgTable(
  'business_earnings',
  {
    id: id(),
    businessId: refersTo('business_id', () => businesses.id),
    purchaseId: refersTo('purchase_id', () => purchases.id).unique('business_earnings_purchase_id_key'),
    currency: text('currency').notNull().default('USD'),
    grossAmount: usd('gross_amount').notNull(),
    /** PLATFORM_FEE_PERCENTAGE when the purchase was paid. */
    feePercentage: percentage('fee_percentage').notNull(),
    feeAmount: usd('fee_amount').notNull(),
    netAmount: usd('net_amount').notNull(),
    ...transferColumns(),
  },
  (t) => [
    index('business_earnings_business_id_idx').on(t.businessId, t.id),
    // The revenue chart's range read (a business's rows since a day) and the payouts-made list.
    index('business_earnings_business_id_created_at_idx').on(t.businessId, t.createdAt),
    // The operator's figures: the platform's fees of a range of days (modules/insight).
    index('business_earnings_created_at_idx').on(t.createdAt),
    index('business_earnings_business_id_transferred_at_idx')
      .on(t.businessId, t.transferredAt)
      .where(sql`${t.transferId} is not null`),
    // What the transfer job looks at: not transferred yet, or transferred and maybe to reverse.
    index('business_earnings_open_idx').on(t.id).where(sql`${t.reversedAt} is null`),
    check(
      'business_earnings_amounts_add_up',
      sql`${t.feeAmount} >= 0 and ${t.netAmount} >= 0 and ${t.feeAmount} + ${t.netAmount} = ${t.grossAmount}`,
    ),
  ],
);

/**
 * The seller's share of a card resale (`resale_payouts.seller_amount`), written with it when the key
 * has moved to the buyer, and the transfer made from it to the seller's payout account by the same
 * job as business earnings (the business's commission is a `business_earnings` row of the same
 * purchase). The transfer's idempotency key is `seller-earning:<id>`.
 */
export const sellerEarnings = pgTable(
  'seller_earnings',
  {
    id: id(),
    userId: refersTo('user_id', () => users.id),
    purchaseId: refersTo('purchase_id', () => purchases.id).unique('seller_earnings_purchase_id_key'),
    currency: text('currency').notNull().default('USD'),
    amount: usd('amount').notNull(),
    ...transferColumns(),
  },
  (t) => [
    index('seller_earnings_user_id_idx').on(t.userId, t.id),
    index('seller_earnings_open_idx').on(t.id).where(sql`${t.reversedAt} is null`),
    check('seller_earnings_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A card payment's dispute (charge.dispute.created), open until charge.dispute.closed. While open,
 * the copy the payment bought or renewed shows no new membership card (ownership's card check).
 */
export const paymentDisputes = pgTable('payment_disputes', {
  /** The purchase's `external_payment_id` (a charge's dispute names its payment). */
  paymentId: text('payment_id').primaryKey(),
  openedAt: timestampTz('opened_at').notNull(),
  closedAt: timestampTz('closed_at'),
  /** Set when closed: whether the business won it. */
  won: boolean('won'),
});

/** Connected accounts of the embedded local provider (development and tests): what Stripe keeps. */
export const localConnectAccounts = pgTable('local_connect_accounts', {
  /** `acct_local_<random>`. */
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique('local_connect_accounts_idempotency_key_key'),
  /** The onboarding link's random id (`acctlink_local_…`); whoever has it may onboard, as Stripe's. */
  linkId: text('link_id').unique('local_connect_accounts_link_id_key'),
  linkExpiresAt: timestampTz('link_expires_at'),
  returnUrl: text('return_url'),
  refreshUrl: text('refresh_url'),
  /** The bank form's routing number and the account number's last 4 digits (never the whole). */
  routingNumber: text('routing_number'),
  accountLast4: text('account_last4'),
  payoutsEnabledAt: timestampTz('payouts_enabled_at'),
  ...timestamps(),
});

/** Transfers of the embedded local provider, one per idempotency key, as Stripe answers them. */
export const localTransfers = pgTable('local_transfers', {
  /** `tr_local_<random>`. */
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique('local_transfers_idempotency_key_key'),
  destination: text('destination')
    .notNull()
    .references(() => localConnectAccounts.id),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  reversalId: text('reversal_id'),
  createdAt: createdAt(),
});
