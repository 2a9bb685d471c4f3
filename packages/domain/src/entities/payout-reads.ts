import { z } from 'zod';
import { pageQuerySchema } from '../validation/request-numbers.ts';
import { idSchema, timestampSchema, usdAmountSchema } from './common.ts';

/** Rows a page of GET /payouts/transfers (payouts made) holds by default. */
export const TRANSFERS_PAGE_LIMIT = 10;
/** The revenue chart's ranges, in days (GET /payouts/revenue?days=). */
export const REVENUE_RANGES = [30, 90] as const;

/**
 * One row of GET /payouts/transfers (payouts made): a transfer to the business's payout account,
 * the earning it paid, and when it was reversed if it was (a refund or dispute after it); or a
 * crypto resale's commission paid from the platform's treasury to the business's wallet `paid_to`
 * (`transfer_id` is then its transaction hash; it is never reversed). `id` is unique among both.
 */
export const payoutTransferSchema = z.object({
  id: idSchema,
  transfer_id: z.string(),
  title: z.string(),
  kind: z.enum(['PURCHASE', 'RENEWAL', 'RESALE']),
  amount: usdAmountSchema,
  transferred_at: timestampSchema,
  reversed_at: timestampSchema.nullable(),
  /** The wallet a crypto commission was paid to; absent for a card transfer. */
  paid_to: z.string().nullable().optional(),
});
export type PayoutTransfer = z.infer<typeof payoutTransferSchema>;

export const transfersQuerySchema = pageQuerySchema({ maxLimit: 100, defaultLimit: TRANSFERS_PAGE_LIMIT });

export const revenueQuerySchema = z.object({
  days: z
    .enum(['30', '90'])
    .default('30')
    .transform((days) => Number(days) as (typeof REVENUE_RANGES)[number]),
});

/**
 * GET /payouts/revenue: the business's card revenue (sales, renewals and resale commissions, before
 * the platform's fee; refunded or failed sales left out) per UTC day, every day of the range, oldest first.
 */
export const revenueSchema = z.object({
  days: z.number().int().positive(),
  total: usdAmountSchema,
  per_day: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), amount: usdAmountSchema })),
});
export type Revenue = z.infer<typeof revenueSchema>;
