import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states.ts';
import { titleSearchSchema } from '../validation/marketplace-query.ts';
import { pageQuerySchema } from '../validation/request-numbers.ts';
import { businessSchema } from './business.ts';
import { idSchema } from './common.ts';
import { recordStatusSchema, userRoleSchema } from './enums.ts';

export const userSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  /** E.164, e.g. +15551234567 (see normalizeUsPhone). */
  phone_number: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  zip: z.string(),
  role_name: userRoleSchema,
  status: recordStatusSchema,
  is_email_verified: z.boolean(),
  /** Set for business users, null for consumers. */
  business: businessSchema.nullable(),
  /** Business notification. */
  is_sold_token_email_notify: z.boolean(),
  /** Consumer notifications. */
  is_purchased_token_email_notify: z.boolean(),
  is_redeemed_token_email_notify: z.boolean(),
  /** Consumer setting only (not asked at signup): mails before a key expires. */
  is_expiry_reminder_email_notify: z.boolean(),
  /** Consumer privacy setting: the businesses whose memberships they hold see their email (off by default). */
  is_email_shared_with_businesses: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/**
 * A holder as the business that issued their copy sees them on /members (issue 37): the copy, its
 * key's expiry and state, the last activation, and what the holder shares — their name always,
 * their email only when `is_email_shared_with_businesses` is on.
 */
export const memberSchema = z.object({
  token_id: z.number().int(),
  serial: z.number().int().nullable(),
  title: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  joined_at: z.string(),
  expires_at: z.string().nullable(),
  state: z.enum(['ACTIVE', 'EXPIRED']),
  last_activated_at: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/**
 * GET /members and /members.csv: the holder's name, their email when they share it (no search may
 * tell whether an unshared email holds a copy), or the membership's title contains `search`.
 */
export const membersQuerySchema = pageQuerySchema({ maxLimit: 50, defaultLimit: 20 }).extend({
  search: titleSearchSchema,
});
export const MEMBERS_CSV_HEADER = [
  'Membership',
  'Copy',
  'Name',
  'Email',
  'State',
  'Expires',
  'Last activation',
  'Joined',
];
