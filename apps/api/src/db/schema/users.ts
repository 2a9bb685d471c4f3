import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, timestamps, timestampTz } from './columns.ts';
import { roleName, userStatus, verificationPurpose } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phoneNumber: text('phone_number'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    roleName: roleName('role_name').notNull(),
    status: userStatus('status').notNull().default('PENDING'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isSoldTokenEmailNotify: boolean('is_sold_token_email_notify').notNull().default(true),
    isPurchasedTokenEmailNotify: boolean('is_purchased_token_email_notify').notNull().default(true),
    isRedeemedTokenEmailNotify: boolean('is_redeemed_token_email_notify').notNull().default(true),
    /** Mails a week and a day before each key expires and on the day it does (modules/reminders). */
    isExpiryReminderEmailNotify: boolean('is_expiry_reminder_email_notify').notNull().default(true),
    /** The holder lets the businesses whose memberships they hold see their email (modules/members); off until they say so. */
    isEmailSharedWithBusinesses: boolean('is_email_shared_with_businesses').notNull().default(false),
    /** When the signup accepted the terms (SPEC section 2); null for accounts made outside signup. */
    termsAcceptedAt: timestampTz('terms_accepted_at'),
    /**
     * Where the keys of this user's card purchases go while they have no verified wallet: derived
     * from CUSTODY_SECRET and the user id (modules/purchases/custody.ts), recorded at the first such
     * grant; the API signer manages those keys. Null until then.
     */
    custodyAddress: text('custody_address'),
    archivedAt: timestampTz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    // Availability checks and login compare case-insensitively.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // A PENDING (unverified) signup holds neither: verifying claims them (docs/decisions/accounts.md).
    uniqueIndex('users_username_lower_key')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.status} <> 'PENDING'`),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber).where(sql`${t.status} <> 'PENDING'`),
    uniqueIndex('users_custody_address_key').on(t.custodyAddress),
  ],
);

/** Previous password hashes, so a new password cannot repeat one (SPEC section 5). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_id_idx').on(t.userId)],
);

/**
 * Server-side sessions: the access token is random, only its SHA-256 is stored. Ended rows are
 * swept 30 days after they end (modules/auth/sweep.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    userAgent: text('user_agent'),
    /** Where the session was opened: logins from an address the user logged in from skip the account-wide limit. */
    clientIp: text('client_ip'),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time codes mailed to users (6 digits, stored hashed, limited attempts). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    purpose: verificationPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Purpose-specific data, e.g. the pending new password hash of a password change. */
    payload: jsonb('payload'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('verification_codes_user_purpose_idx').on(t.userId, t.purpose)],
);
