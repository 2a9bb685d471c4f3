import { z } from 'zod';
import { titleSearchSchema } from '../validation/marketplace-query.ts';
import { pageQuerySchema } from '../validation/request-numbers.ts';

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

/**
 * PUT /auth/me's consumer privacy switch (Settings > Notifications): off by default. Apart from the
 * settings forms' schemas, which the business build's first pages load.
 */
export const privacySettingsSchema = z.object({ is_email_shared_with_businesses: z.boolean() });
