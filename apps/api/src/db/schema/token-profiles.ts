import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { categories } from './categories.ts';
import { belongsTo, id, newestFirst, percentage, refersTo, timestamps, timestampTz, usd } from './columns.ts';
import { contractType, durationUnit, gateType, tokenProfileStatus, tokenType } from './enums.ts';
import { files } from './files.ts';

/**
 * A membership as the business defines it (one lock on chain). `-1` means unlimited copies,
 * no lockout or never expires (SPEC section 9).
 */
export const tokenProfiles = pgTable(
  'token_profiles',
  {
    id: id(),
    businessId: belongsTo('business_id', () => businesses.id),
    categoryId: refersTo('category_id', () => categories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: usd('price').notNull(),
    renewalPrice: usd('renewal_price').notNull(),
    floorPrice: usd('floor_price'),
    currency: text('currency').notNull().default('USD'),
    status: tokenProfileStatus('status').notNull().default('PENDING'),
    copies: integer('copies').notNull().default(1),
    availableCopiesCount: integer('available_copies_count').notNull(),
    soldCopiesCount: integer('sold_copies_count').notNull().default(0),
    royalty: percentage('royalty').notNull().default('0'),
    lockoutPeriod: integer('lockout_period').notNull().default(-1),
    lockoutPeriodType: durationUnit('lockout_period_type').notNull().default('HOURS'),
    expirationDuration: integer('expiration_duration').notNull().default(-1),
    expirationDurationType: durationUnit('expiration_duration_type').notNull().default('DAYS'),
    contractAddress: text('contract_address'),
    contractType: contractType('contract_type').notNull().default('INTERNAL'),
    blockchainNetworkId: integer('blockchain_network_id'),
    tokenType: tokenType('token_type').notNull().default('MULTIPLE'),
    artImageFileId: integer('art_image_file_id').references(() => files.id, { onDelete: 'set null' }),
    termsAndConditions: text('terms_and_conditions'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    // Each flag list's order, set by hand in the operator console (issue 35): 1 first; null when
    // off the list. The marketplace's flag lists order by it.
    featuredPosition: integer('featured_position'),
    recommendedPosition: integer('recommended_position'),
    hotPosition: integer('hot_position'),
    // Whether its business may sell it: the business's account ACTIVE, and neither the business nor
    // this membership suspended by an operator. Kept by triggers (migrations 0019, 0031), so the
    // marketplace filters its lists on the profile alone: no join to the business and its account per match.
    businessActive: boolean('business_active').notNull().default(false),
    // Suspended by an operator (issue 35): off the marketplace, sells nothing; only an operator
    // restores it. The reason is also in the audit log.
    suspendedAt: timestampTz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    // When a coming-soon (PENDING) membership goes on sale by itself (docs/decisions/
    // membership-lifecycle.md); null: it waits for its business. Flipped to ACTIVE by a job.
    launchAt: timestampTz('launch_at'),
    ...timestamps(),
  },
  (t) => [
    index('token_profiles_business_id_idx').on(t.businessId),
    // The launch job's scan: only the few coming-soon memberships with a launch time.
    index('token_profiles_launch_at_idx')
      .on(t.launchAt)
      .where(sql`${t.status} = 'PENDING' and ${t.launchAt} is not null`),
    index('token_profiles_art_image_file_id_idx').on(t.artImageFileId),
    // Marketplace: recently listed, category pages (status filter, newest first).
    index('token_profiles_status_created_at_idx').on(t.status, ...newestFirst(t.createdAt, t.id)),
    index('token_profiles_category_status_created_at_idx').on(
      t.categoryId,
      t.status,
      ...newestFirst(t.createdAt, t.id),
    ),
    // Marketplace recently listed: what is buyable, in list order. A page reads this index alone
    // (index-only), so a deep page skips its offset's rows without reading them.
    index('token_profiles_listed_created_at_idx')
      .on(...newestFirst(t.createdAt, t.id))
      .where(
        sql`${t.status} = 'ACTIVE' and ${t.contractType} = 'INTERNAL' and ${t.availableCopiesCount} <> 0 and ${t.businessActive}`,
      ),
    // Marketplace flag lists (featured carousel, recommended banner, hot): only the few flagged rows.
    index('token_profiles_featured_created_at_idx')
      .on(...newestFirst(t.createdAt, t.id))
      .where(sql`${t.status} = 'ACTIVE' and ${t.isFeatured}`),
    index('token_profiles_recommended_created_at_idx')
      .on(...newestFirst(t.createdAt, t.id))
      .where(sql`${t.status} = 'ACTIVE' and ${t.isRecommended}`),
    index('token_profiles_hot_created_at_idx')
      .on(...newestFirst(t.createdAt, t.id))
      .where(sql`${t.status} = 'ACTIVE' and ${t.isHot}`),
    // Title search is a case-insensitive substring match: trigram GIN serves ILIKE '%q%'.
    index('token_profiles_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    unique('token_profiles_contract_key').on(t.blockchainNetworkId, t.contractAddress),
    check('token_profiles_sold_copies_nonnegative', sql`${t.soldCopiesCount} >= 0`),
    check('token_profiles_available_copies_valid', sql`${t.availableCopiesCount} >= -1`),
  ],
);

/** Perks in display order, each with its description (SPEC: perks and perk_descriptions). */
export const tokenPerks = pgTable(
  'token_perks',
  {
    id: id(),
    tokenProfileId: belongsTo('token_profile_id', () => tokenProfiles.id),
    position: integer('position').notNull(),
    perk: text('perk').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [unique('token_perks_profile_position_key').on(t.tokenProfileId, t.position)],
);

/** Up to three cover images per membership, in order. */
export const tokenCovers = pgTable(
  'token_covers',
  {
    id: id(),
    tokenProfileId: belongsTo('token_profile_id', () => tokenProfiles.id),
    fileId: belongsTo('file_id', () => files.id),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('token_covers_profile_position_key').on(t.tokenProfileId, t.position),
    index('token_covers_file_id_idx').on(t.fileId),
  ],
);

/** Reservation gates: an OpenTable widget URL or a redirect link. */
export const gates = pgTable(
  'gates',
  {
    id: id(),
    tokenProfileId: belongsTo('token_profile_id', () => tokenProfiles.id),
    type: gateType('type').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('gates_token_profile_id_idx').on(t.tokenProfileId)],
);
