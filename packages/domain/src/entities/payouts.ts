import { z } from 'zod';
import { pageQuerySchema } from '../validation/request-numbers.ts';
import { idSchema, timestampSchema, usdAmountSchema } from './common.ts';

/** A business's or consumer's payout account: none yet, onboarding started, or able to receive transfers. */
export const payoutAccountStatusSchema = z.enum(['NOT_CONNECTED', 'PENDING', 'READY']);
export type PayoutAccountStatus = z.infer<typeof payoutAccountStatusSchema>;

/**
 * GET /payouts: the caller's account state and card balance, in USD: a business's earnings, or a
 * consumer's shares of their resales.
 */
export const payoutSummarySchema = z.object({
  account_status: payoutAccountStatusSchema,
  /** Earned from delivered sales, not transferred yet (no account yet, or on its way). */
  waiting_amount: usdAmountSchema,
  /** Transferred to the payout account (reversed transfers left out). */
  transferred_amount: usdAmountSchema,
  /** The platform's fee in force: on a card sale for a business, on a resale (paid by the buyer) for a consumer. */
  platform_fee_percentage: z.number().nonnegative(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/**
 * One earning's state: PENDING (paid, key on its way), WAITING (earned, not transferred yet),
 * TRANSFERRED, REFUNDED (never paid out), DISPUTED (held), REVERSED (taken back after a refund or dispute).
 */
export const earningStatusSchema = z.enum([
  'PENDING',
  'WAITING',
  'TRANSFERRED',
  'REFUNDED',
  'DISPUTED',
  'REVERSED',
]);
export type EarningStatus = z.infer<typeof earningStatusSchema>;

/**
 * One row of GET /payouts/earnings: a card sale or renewal and what the business earns from it, or
 * a resale of one of its memberships and its commission (RESALE: no platform fee on it). A wallet
 * resale's commission is paid from the platform's treasury to the business's wallet `paid_to`
 * (null until it is sent); `id` is unique among both kinds.
 */
export const earningSchema = z.object({
  id: idSchema,
  purchase_id: idSchema,
  kind: z.enum(['PURCHASE', 'RENEWAL', 'RESALE']),
  title: z.string(),
  gross_amount: usdAmountSchema,
  fee_percentage: z.number().nonnegative(),
  fee_amount: usdAmountSchema,
  net_amount: usdAmountSchema,
  status: earningStatusSchema,
  created_at: timestampSchema,
  transferred_at: timestampSchema.nullable(),
  /** The wallet a crypto commission is paid to (null until sent); absent for a card earning. */
  paid_to: z.string().nullable().optional(),
});
export type Earning = z.infer<typeof earningSchema>;

export const EARNINGS_PAGE_LIMIT = 20;
export const earningsQuerySchema = pageQuerySchema({ maxLimit: 100, defaultLimit: EARNINGS_PAGE_LIMIT });

/**
 * One row of GET /payouts/resale-earnings: a resale of the consumer's copy, what the buyer paid
 * and where it went (the business's commission, the platform's fee, the seller's share), and the
 * state of the seller's share: by card, transferred to the payout account; by wallet (CRYPTO), paid
 * from the platform's treasury to `paid_to`, the seller's wallet (null until it is sent).
 */
export const resaleEarningSchema = z.object({
  id: idSchema,
  purchase_id: idSchema,
  title: z.string(),
  total_amount: usdAmountSchema,
  commission_amount: usdAmountSchema,
  transaction_amount: usdAmountSchema,
  amount: usdAmountSchema,
  status: earningStatusSchema,
  created_at: timestampSchema,
  transferred_at: timestampSchema.nullable(),
  method: z.enum(['CARD', 'CRYPTO']),
  paid_to: z.string().nullable(),
});
export type ResaleEarning = z.infer<typeof resaleEarningSchema>;

/** POST /payouts/onboarding: where the browser goes to connect (the provider's onboarding page). */
export const payoutOnboardingSchema = z.object({ url: z.string().min(1) });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;
