import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states.ts';
import { businessSchema } from './business.ts';
import { idSchema, timestampSchema, usdAmountSchema } from './common.ts';
import { ownerStatusSchema } from './enums.ts';
import { tokenProfileSchema } from './token-profile.ts';

export const tokenOwnerSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
});
export type TokenOwner = z.infer<typeof tokenOwnerSchema>;

export const ownerInfoSchema = z.object({
  status: ownerStatusSchema,
  /** Expiry as shown to people (see formatDateTime); null when the membership never expires. */
  expiration_readable: z.string().nullable(),
});
export type OwnerInfo = z.infer<typeof ownerInfoSchema>;

export const lastTokenActivationSchema = z.object({
  is_expired: z.boolean(),
  activated_at: timestampSchema.nullable(),
});
export type LastTokenActivation = z.infer<typeof lastTokenActivationSchema>;

/**
 * A membership: the parent listing of a profile (parent_id null) or a purchasable / owned child copy.
 * Listing amounts are null while the copy has never been put up for sale.
 */
export const tokenSchema = z.object({
  id: idSchema,
  /** Serial number of this copy within its parent; null for the parent itself. */
  token_id: z.number().int().positive().nullable(),
  /** On-chain key id (uint256 as a decimal string); null until minted. */
  token_id_bc: z.string().regex(/^\d+$/).nullable(),
  parent_id: idSchema.nullable(),
  business: businessSchema,
  profile: tokenProfileSchema,
  owner: tokenOwnerSchema.nullable(),
  owner_info: ownerInfoSchema.nullable(),
  is_open_for_sale: z.boolean(),
  is_bc_token_expired: z.boolean(),
  /**
   * When the copy's key expires, to whoever sees its sale amounts (anyone while it is on sale, its
   * owner, a buyer whose checkout holds it); null for a parent, a key that never expires or has not
   * been granted, and any other viewer.
   */
  expires_at: timestampSchema.nullable(),
  last_token_activation: lastTokenActivationSchema.nullable(),
  listing_amount: usdAmountSchema.nullable(),
  total_amount: usdAmountSchema.nullable(),
  commission_amount: usdAmountSchema.nullable(),
  commission_percentage: z.number().nonnegative(),
  transaction_amount: usdAmountSchema.nullable(),
  transaction_percentage: z.number().nonnegative(),
});
export type Token = z.infer<typeof tokenSchema>;

/** GET /businesses/{id}: the business with its memberships. */
export const businessWithTokensSchema = businessSchema.extend({ tokens: z.array(tokenSchema) });
export type BusinessWithTokens = z.infer<typeof businessWithTokensSchema>;
