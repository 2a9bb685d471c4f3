import { z } from 'zod';
import { idSchema, usdAmountSchema } from './common.ts';

/** The days a chart of GET /insight or GET /operator/figures covers, today included. */
export const INSIGHT_DAYS = 30;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Whether the runtime knows `zone` as an IANA time zone (the database reads the same names). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `?tz=`: the viewer's IANA time zone, in which days and hours are counted (UTC when absent). */
export const insightQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
});

/**
 * GET /insight: the signed-in business's figures for its dashboard charts, counted in `tz`.
 * - `per_day`: fulfilled first sales (new and resale) and renewals per day over INSIGHT_DAYS days;
 * - `by_hour`: activations over the same days by weekday (0 = Monday) and hour, only non-zero cells;
 * - `announcements`: the latest sent announcements with their recipients and how many opened them.
 */
export const businessInsightSchema = z.object({
  days: z.number().int().positive(),
  time_zone: z.string(),
  per_day: z.array(z.object({ day: daySchema, sales: z.number().int(), renewals: z.number().int() })),
  by_hour: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      activations: z.number().int().positive(),
    }),
  ),
  announcements: z.array(
    z.object({ id: idSchema, title: z.string(), sent: z.number().int(), viewed: z.number().int() }),
  ),
});
export type BusinessInsight = z.infer<typeof businessInsightSchema>;

/**
 * GET /operator/figures: the platform per day over INSIGHT_DAYS days, counted in `tz`: fulfilled
 * sales (count and amount, refunds left out), the platform's card fees, copies held with a live key
 * at the day's end (by their current expiry) and activations.
 */
export const platformFiguresSchema = z.object({
  days: z.number().int().positive(),
  time_zone: z.string(),
  per_day: z.array(
    z.object({
      day: daySchema,
      sales: z.number().int(),
      sales_amount: usdAmountSchema,
      fees: usdAmountSchema,
      active_memberships: z.number().int(),
      activations: z.number().int(),
    }),
  ),
});
export type PlatformFigures = z.infer<typeof platformFiguresSchema>;
