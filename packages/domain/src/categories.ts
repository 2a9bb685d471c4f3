import { z } from 'zod';

/** The seven categories of SPEC section 3, in display order; each has an icon in the apps. */
export const CATEGORY_NAMES = [
  'Entertainment',
  'Clubs',
  'Retail',
  'Restaurants',
  'Hotels',
  'Events',
  'Nightlife',
] as const;

export const categoryNameSchema = z.enum(CATEGORY_NAMES);
export type CategoryName = z.infer<typeof categoryNameSchema>;

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: categoryNameSchema,
  /** Computed per business on its public page; absent elsewhere. */
  count: z.number().int().nonnegative().optional(),
});
export type Category = z.infer<typeof categorySchema>;
