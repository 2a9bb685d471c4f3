import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states.ts';
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
  /** Null for an operator, whose account has no address (made by `pnpm operator:create`). */
  state: z.enum(US_STATE_CODES).nullable(),
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
