import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestampTz } from './columns.ts';

/**
 * Checkout sessions of the embedded local payment provider (development and tests, refused in
 * production): what Stripe would keep for a Checkout Session, so the local page and the poll read
 * the same state a real provider would answer.
 */
export const localCheckoutSessions = pgTable(
  'local_checkout_sessions',
  {
    /** `cs_local_<random>`, the purchase's `external_session_id`. */
    id: text('id').primaryKey(),
    /** The create's idempotency key: a retried create answers the same session (the id is random). */
    idempotencyKey: text('idempotency_key').unique('local_checkout_sessions_idempotency_key_key'),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    /** Minor units (cents), as a provider is given them. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The membership id and duration the line item carries (shown on the page). */
    metadata: text('metadata').notNull().default('{}'),
    status: text('status').notNull().default('open'),
    /** `pi_local_<random>` once paid. */
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    expiresAt: timestampTz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    check(
      'local_checkout_sessions_status_valid',
      sql`${t.status} in ('open', 'paid', 'declined', 'canceled', 'expired')`,
    ),
  ],
);

/**
 * The local provider's disputes (its stand-in for a cardholder's bank disputing a charge): opened, the
 * platform's balance is debited the amount and the dispute fee, as Stripe does; closed won, both
 * come back; lost, they stay taken. One per payment, as a charge has one dispute.
 */
export const localDisputes = pgTable(
  'local_disputes',
  {
    /** `dp_local_<random>`. */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull().unique('local_disputes_payment_id_key'),
    /** Minor units taken from the platform's balance: the disputed amount and the fee. */
    amountMinor: integer('amount_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('needs_response'),
    createdAt: createdAt(),
    closedAt: timestampTz('closed_at'),
  },
  (t) => [check('local_disputes_status_valid', sql`${t.status} in ('needs_response', 'won', 'lost')`)],
);
