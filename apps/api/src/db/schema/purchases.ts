import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, refersTo, timestamps, timestampTz, usd } from './columns.ts';
import { purchaseKind, purchaseProvider, purchaseStatus } from './enums.ts';
import { tokenProfiles } from './token-profiles.ts';
import { tokens } from './tokens.ts';
import { users } from './users.ts';

/**
 * One buy, renewal or resale attempt. Unique external ids and idempotency keys make fulfilment
 * run once however often a webhook, poll or client retry arrives.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    userId: refersTo('user_id', () => users.id),
    tokenProfileId: refersTo('token_profile_id', () => tokenProfiles.id),
    /** The token bought from: the parent membership or a resale listing. */
    sourceTokenId: refersTo('source_token_id', () => tokens.id),
    /** The copy the buyer owns once fulfilled (or the renewed one). */
    resultTokenId: integer('result_token_id').references(() => tokens.id),
    provider: purchaseProvider('provider').notNull(),
    kind: purchaseKind('kind').notNull().default('PURCHASE'),
    status: purchaseStatus('status').notNull().default('PENDING'),
    amount: usd('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    idempotencyKey: text('idempotency_key').unique('purchases_idempotency_key_key'),
    /** Card: the checkout session id at the provider. */
    externalSessionId: text('external_session_id').unique('purchases_external_session_id_key'),
    /** Card: the provider's hosted page for that session, answered again to a retry. */
    checkoutUrl: text('checkout_url'),
    externalPaymentId: text('external_payment_id'),
    externalRefundId: text('external_refund_id'),
    /** Crypto: the buyer's transaction, verified on chain; unique so one tx is claimed once. */
    txHash: text('tx_hash').unique('purchases_tx_hash_key'),
    walletAddress: text('wallet_address'),
    /** Card: the API signer's grant or extend transaction. */
    grantTxHash: text('grant_tx_hash'),
    failureReason: text('failure_reason'),
    /** True while this attempt holds one copy of `available_copies_count` (card checkout). */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    /** End of the hold (= the provider session's expiry); lapsed holds are swept and released. */
    reservedUntil: timestampTz('reserved_until'),
    /** The client address (client-ip.ts) that opened the hold: holds are capped per address too. */
    clientIp: text('client_ip'),
    /** When the payment was confirmed (PENDING -> PAID); a PAID attempt stuck too long is reported. */
    paidAt: timestampTz('paid_at'),
    fulfilledAt: timestampTz('fulfilled_at'),
    ...timestamps(),
  },
  (t) => [
    index('purchases_user_id_idx').on(t.userId),
    index('purchases_client_ip_idx').on(t.clientIp),
    // One live attempt per buyer and source: a retry finds the existing session instead of a second hold.
    uniqueIndex('purchases_live_attempt_key')
      .on(t.userId, t.sourceTokenId)
      .where(sql`${t.status} in ('PENDING', 'PAID')`),
    index('purchases_token_profile_id_status_idx').on(t.tokenProfileId, t.status),
    index('purchases_source_token_id_idx').on(t.sourceTokenId),
    index('purchases_result_token_id_idx').on(t.resultTokenId),
    // The operator's figures: the platform's sales of a range of days (modules/insight).
    index('purchases_fulfilled_at_idx').on(t.fulfilledAt).where(sql`${t.status} = 'FULFILLED'`),
    // What the payment recovery sweep looks at: paid and not delivered, failed and not refunded.
    index('purchases_paid_idx').on(t.paidAt).where(sql`${t.status} = 'PAID'`),
    index('purchases_refund_due_idx')
      .on(t.id)
      .where(
        sql`${t.status} = 'FAILED' and ${t.externalPaymentId} is not null and ${t.externalRefundId} is null`,
      ),
  ],
);
