import { z } from 'zod';

/** Every failed API response: `{ message, errors }` (SPEC section 8 reads errors[0].message first). */
export const apiErrorItemSchema = z.object({
  field: z.string().optional(),
  message: z.string(),
});
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(apiErrorItemSchema),
});
export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Successful single answers are wrapped as `{ data }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const pageMetaSchema = z.object({
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Paged lists return `{ data, meta: { page, limit, total } }` (SPEC section 3). */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });
