import { z } from 'zod';
import { TITLE_MAX_LENGTH } from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { pageQuerySchema, recordIdSchema } from './request-numbers.ts';

export const MARKETPLACE_MAX_LIMIT = 50;
export const MARKETPLACE_DEFAULT_LIMIT = 12;

/** A `true` / `false` query flag; left out it is `fallback` (undefined: no filter). */
const flag = (name: string, fallback?: boolean) =>
  z
    .enum(['true', 'false'], { error: M.flagInvalid(name) })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true'));

/** A title search: trimmed, at most TITLE_MAX_LENGTH; blank is no filter. */
export const titleSearchSchema = z
  .string()
  .trim()
  .max(TITLE_MAX_LENGTH, M.searchTooLong)
  .optional()
  .transform((value) => value || undefined);

/**
 * GET /tokens: the caller's own memberships a page at a time, optionally those whose title contains
 * `title` (My Memberships' search).
 */
export const ownTokensQuerySchema = (options: { maxLimit: number; defaultLimit: number }) =>
  pageQuerySchema(options).extend({ title: titleSearchSchema });

/**
 * GET /market-place (SPEC section 7; docs/api-roadmap.md section 4): parent tokens (`is_parent`,
 * the default) or open resale listings, filtered by the editorial flags, a category and a title
 * search, one page at a time. A blank title is no filter.
 */
export const marketplaceQuerySchema = pageQuerySchema({
  maxLimit: MARKETPLACE_MAX_LIMIT,
  defaultLimit: MARKETPLACE_DEFAULT_LIMIT,
}).extend({
  is_parent: flag('is_parent', true),
  is_featured: flag('is_featured'),
  is_recommended: flag('is_recommended'),
  is_hot: flag('is_hot'),
  category_id: recordIdSchema.optional(),
  title: titleSearchSchema,
});
export type MarketplaceQueryInput = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;

/** GET /tokens/{id}'s `meta`: the caller's own copy of the same membership, or null. */
export const tokenDetailMetaSchema = z.object({ owned_token_id: z.number().int().nullable() });
export type TokenDetailMeta = z.infer<typeof tokenDetailMetaSchema>;
