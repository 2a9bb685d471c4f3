import { z } from 'zod';
import { categorySchema } from '../categories.ts';
import {
  DEFAULT_CONTRACT_TYPE,
  DEFAULT_CURRENCY,
  DEFAULT_EXPIRATION_DURATION_TYPE,
  DEFAULT_LOCKOUT_PERIOD_TYPE,
  DEFAULT_TOKEN_TYPE,
  ROYALTY_MAX,
  ROYALTY_MIN,
  UNLIMITED,
} from '../constants/limits.ts';
import { evmAddressSchema, fileObjectSchema, idSchema, usdAmountSchema } from './common.ts';
import {
  contractTypeSchema,
  currencySchema,
  durationUnitSchema,
  recordStatusSchema,
  tokenTypeSchema,
} from './enums.ts';
import { gateSchema } from './gate.ts';

/** -1 (UNLIMITED) or a positive whole number. */
const countOrUnlimited = z
  .number()
  .int()
  .refine((value) => value === UNLIMITED || value > 0);

export const tokenCoverSchema = z.object({ id: idSchema, file: fileObjectSchema });
export type TokenCover = z.infer<typeof tokenCoverSchema>;

/** What a business defines once for a membership; every sold copy (token) points at it. */
export const tokenProfileSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  price: usdAmountSchema,
  currency: currencySchema.default(DEFAULT_CURRENCY),
  category: categorySchema,
  status: recordStatusSchema,
  /** -1 when copies are unlimited. */
  available_copies_count: z.number().int().min(UNLIMITED),
  sold_copies_count: z.number().int().nonnegative(),
  copies: countOrUnlimited,
  royalty: z.number().min(ROYALTY_MIN).max(ROYALTY_MAX),
  /** -1: no lockout. */
  lockout_period: countOrUnlimited,
  lockout_period_type: durationUnitSchema.default(DEFAULT_LOCKOUT_PERIOD_TYPE),
  /** -1: never expires. */
  expiration_duration: countOrUnlimited,
  expiration_duration_type: durationUnitSchema.default(DEFAULT_EXPIRATION_DURATION_TYPE),
  renewal_price: usdAmountSchema,
  floor_price: usdAmountSchema.nullable(),
  /** Null until the lock contract is deployed. */
  contract_address: evmAddressSchema.nullable(),
  contract_type: contractTypeSchema.default(DEFAULT_CONTRACT_TYPE),
  blockchain_network_id: z.number().int().positive().nullable(),
  token_type: tokenTypeSchema.default(DEFAULT_TOKEN_TYPE),
  art_image: fileObjectSchema.nullable(),
  thumbnail: fileObjectSchema.nullable(),
  covers: z.array(tokenCoverSchema),
  perks: z.array(z.string()),
  /** Aligned with perks: perk_descriptions[i] describes perks[i]. */
  perk_descriptions: z.array(z.string()),
  gate: z.array(gateSchema),
  terms_and_conditions: z.string().nullable(),
});
export type TokenProfile = z.infer<typeof tokenProfileSchema>;

/**
 * PUT /tokens/{id}/status (docs/decisions/membership-lifecycle.md): the business pauses its
 * membership's sales (ARCHIVED) or resumes them (ACTIVE).
 */
export const membershipStatusChangeSchema = z.object({ status: z.enum(['ACTIVE', 'ARCHIVED']) });
export type MembershipStatusChange = z.infer<typeof membershipStatusChangeSchema>;

/**
 * POST /tokens' coming-soon parts (docs/decisions/membership-lifecycle.md): `coming_soon=true`
 * creates the membership PENDING (shown as COMING SOON); `launch_at` (ISO 8601 with its offset,
 * after `now`) puts it on sale by itself at that time.
 */
export const membershipLaunchSchema = (now: Date) =>
  z
    .object({
      coming_soon: z.enum(['true', 'false']).default('false'),
      launch_at: z.iso.datetime({ offset: true }).optional(),
    })
    .refine((launch) => launch.launch_at === undefined || launch.coming_soon === 'true', {
      path: ['launch_at'],
      message: 'A launch time is for a coming-soon Membership.',
    })
    .refine((launch) => launch.launch_at === undefined || Date.parse(launch.launch_at) > now.getTime(), {
      path: ['launch_at'],
      message: 'The launch time must be in the future.',
    })
    .transform((launch) => ({
      comingSoon: launch.coming_soon === 'true',
      launchAt: launch.launch_at === undefined ? null : new Date(launch.launch_at).toISOString(),
    }));
export type MembershipLaunch = z.output<ReturnType<typeof membershipLaunchSchema>>;
