import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { chainWrites } from './chain-writes.ts';
import { id, refersTo, timestamps, timestampTz, usd } from './columns.ts';
import { purchases } from './purchases.ts';
import { tokenProfiles } from './token-profiles.ts';
import { users } from './users.ts';

/**
 * A business's payout wallet: where its locks' crypto sales are withdrawn to. One per business,
 * linked by a Sign-In with Ethereum signature of the address (docs/decisions/payouts.md).
 */
export const payoutWallets = pgTable('payout_wallets', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  linkedById: integer('linked_by_id').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: timestampTz('verified_at').notNull(),
  ...timestamps(),
});

/** Stablecoin base units (uint256 as an exact decimal). */
const tokenUnits = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * One withdrawal of a lock's stablecoin to the business's payout wallet: the lock's `withdraw`,
 * sent by the API signer (lock manager) as the chain write `payout.withdraw`. PENDING until that
 * write is DONE (then `withdrawn_units` is what the lock's Withdrawal event paid) or FAILED.
 */
export const cryptoWithdrawals = pgTable(
  'crypto_withdrawals',
  {
    id: id(),
    businessId: refersTo('business_id', () => businesses.id),
    tokenProfileId: refersTo('token_profile_id', () => tokenProfiles.id),
    lock: text('lock').notNull(),
    recipient: text('recipient').notNull(),
    requestedUnits: tokenUnits('requested_units').notNull(),
    withdrawnUnits: tokenUnits('withdrawn_units'),
    status: text('status').notNull().default('PENDING'),
    chainWriteId: integer('chain_write_id').references(() => chainWrites.id),
    txHash: text('tx_hash'),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestampTz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    check('crypto_withdrawals_status_valid', sql`${t.status} in ('PENDING', 'DONE', 'FAILED')`),
    uniqueIndex('crypto_withdrawals_chain_write_id_key').on(t.chainWriteId),
    // Withdrawn so far per lock, and the business's list newest first.
    index('crypto_withdrawals_business_id_idx').on(t.businessId, t.id),
    index('crypto_withdrawals_token_profile_id_idx').on(t.tokenProfileId),
  ],
);

/**
 * A crypto resale's share paid out of the platform's treasury (the buyer paid the whole total
 * there): the seller's to their linked wallet, the business's commission to its payout wallet, each
 * by one chain write `payout.treasury` (docs/decisions/payouts.md). Written WAITING in the
 * transaction that finishes the resale; SENDING once its write is recorded (recipient fixed then);
 * PAID when it mined; CANCELLED when the purchase was refunded first; FAILED when a send may have
 * reached the chain without being recorded (a person checks before anything is sent again).
 */
export const treasuryPayouts = pgTable(
  'treasury_payouts',
  {
    id: id(),
    purchaseId: refersTo('purchase_id', () => purchases.id),
    /** SELLER (user_id set) or BUSINESS (business_id set). */
    payee: text('payee').notNull(),
    userId: integer('user_id').references(() => users.id),
    businessId: integer('business_id').references(() => businesses.id),
    amount: usd('amount').notNull(),
    units: tokenUnits('units').notNull(),
    status: text('status').notNull().default('WAITING'),
    recipient: text('recipient'),
    chainWriteId: integer('chain_write_id').references(() => chainWrites.id),
    txHash: text('tx_hash'),
    /** A refused send (nothing reached the chain) is tried again after this. */
    retryAfter: timestampTz('retry_after'),
    lastError: text('last_error'),
    paidAt: timestampTz('paid_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'treasury_payouts_status_valid',
      sql`${t.status} in ('WAITING', 'SENDING', 'PAID', 'CANCELLED', 'FAILED')`,
    ),
    check(
      'treasury_payouts_payee_valid',
      sql`(${t.payee} = 'SELLER' and ${t.userId} is not null and ${t.businessId} is null)
        or (${t.payee} = 'BUSINESS' and ${t.businessId} is not null and ${t.userId} is null)`,
    ),
    check('treasury_payouts_units_positive', sql`${t.units} > 0`),
    uniqueIndex('treasury_payouts_purchase_id_payee_key').on(t.purchaseId, t.payee),
    uniqueIndex('treasury_payouts_chain_write_id_key').on(t.chainWriteId),
    index('treasury_payouts_user_id_idx').on(t.userId, t.id),
    index('treasury_payouts_business_id_idx').on(t.businessId, t.id),
    // What the payout job looks at.
    index('treasury_payouts_waiting_idx').on(t.id).where(sql`${t.status} = 'WAITING'`),
  ],
);
