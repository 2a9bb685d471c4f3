import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import {
  belongsTo,
  createdAt,
  id,
  newestFirst,
  percentage,
  timestamps,
  timestampTz,
  usd,
} from './columns.ts';
import { activationStatus } from './enums.ts';
import { tokenProfiles } from './token-profiles.ts';
import { users } from './users.ts';

/**
 * The business's membership is a parent token (parent_id null); what consumers own or list for
 * resale are child copies (parent_id set), each one key on the lock (`token_id_bc`).
 */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    tokenProfileId: belongsTo('token_profile_id', () => tokenProfiles.id),
    businessId: belongsTo('business_id', () => businesses.id),
    parentId: integer('parent_id').references((): AnyPgColumn => tokens.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Key id on the lock (uint256). */
    tokenIdBc: numeric('token_id_bc', { precision: 78, scale: 0 }),
    ownerWalletAddress: text('owner_wallet_address'),
    /** Key expiry read from the chain and cached; null = never expires. */
    expiresAt: timestampTz('expires_at'),
    chainSyncedAt: timestampTz('chain_synced_at'),
    isOpenForSale: boolean('is_open_for_sale').notNull().default(false),
    /** When the copy was last put on sale; orders "recently listed" resale listings. */
    listedAt: timestampTz('listed_at'),
    listingAmount: usd('listing_amount'),
    totalAmount: usd('total_amount'),
    commissionAmount: usd('commission_amount'),
    commissionPercentage: percentage('commission_percentage'),
    transactionAmount: usd('transaction_amount'),
    transactionPercentage: percentage('transaction_percentage'),
    ...timestamps(),
  },
  (t) => [
    index('tokens_token_profile_id_idx').on(t.tokenProfileId),
    index('tokens_business_id_idx').on(t.businessId),
    // A business's own memberships, newest first (GET /tokens, the business page).
    index('tokens_business_parents_created_at_idx')
      .on(t.businessId, ...newestFirst(t.createdAt, t.id))
      .where(sql`${t.parentId} is null`),
    // One parent token per membership: the marketplace counts memberships on their profiles alone.
    uniqueIndex('tokens_profile_parent_key').on(t.tokenProfileId).where(sql`${t.parentId} is null`),
    // (parent, id): a copy's serial number counts its older siblings from the index alone.
    index('tokens_parent_id_idx').on(t.parentId, t.id),
    index('tokens_owner_id_idx').on(t.ownerId),
    // A business's members: the copies it issued, newest first (GET /members, paged and searched in SQL).
    index('tokens_business_copies_created_at_idx')
      .on(t.businessId, ...newestFirst(t.createdAt, t.id))
      .where(sql`${t.parentId} is not null`),
    // The expiry reminders' scan: copies expiring within a week (modules/reminders).
    index('tokens_copies_expires_at_idx').on(t.expiresAt).where(sql`${t.parentId} is not null`),
    // A consumer's memberships (copies they own), newest first (GET /tokens as CONSUMER).
    index('tokens_owner_copies_created_at_idx')
      .on(t.ownerId, ...newestFirst(t.createdAt, t.id))
      .where(sql`${t.parentId} is not null`),
    index('tokens_open_for_sale_idx').on(t.parentId).where(sql`${t.isOpenForSale}`),
    // Resale listings across the marketplace, most recently listed first.
    index('tokens_open_for_sale_listed_at_idx')
      .on(...newestFirst(t.listedAt, t.id))
      .where(sql`${t.isOpenForSale}`),
    // Only a copy can be listed, and every listing has its listing time.
    check(
      'tokens_listing_valid',
      sql`not ${t.isOpenForSale} or (${t.parentId} is not null and ${t.listedAt} is not null)`,
    ),
    uniqueIndex('tokens_profile_key_id_key')
      .on(t.tokenProfileId, t.tokenIdBc)
      .where(sql`${t.tokenIdBc} is not null`),
  ],
);

/** A membership card shown as a QR code; staff activate it (SPEC section 4). */
export const activations = pgTable(
  'activations',
  {
    id: id(),
    tokenId: belongsTo('token_id', () => tokens.id),
    status: activationStatus('status').notNull().default('PENDING'),
    /** Until when the QR code may be activated. */
    expiresAt: timestampTz('expires_at').notNull(),
    activatedAt: timestampTz('activated_at'),
    activationEndAt: timestampTz('activation_end_at'),
    activatedById: integer('activated_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whom the card was shown for: it admits only while they still hold the copy (not after a resale). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // A copy's activations of one owner, newest first: only its current owner's are shown.
    index('activations_token_id_owner_id_created_at_idx').on(
      t.tokenId,
      t.ownerId,
      ...newestFirst(t.createdAt, t.id),
    ),
    index('activations_activated_by_id_idx').on(t.activatedById),
    // The operator's figures: the platform's activations of a range of days (modules/insight).
    index('activations_activated_at_idx').on(t.activatedAt).where(sql`${t.activatedAt} is not null`),
    index('activations_owner_id_idx').on(t.ownerId),
    // One card at a time per copy: a new card archives the PENDING one (POST /tokens/{id}/activations).
    uniqueIndex('activations_one_pending_key').on(t.tokenId).where(sql`${t.status} = 'PENDING'`),
  ],
);
