import { z } from 'zod';

/** Database identifiers are positive integers. */
export const idSchema = z.number().int().positive();

/** Instants travel as ISO 8601 strings (with Z or an offset). */
export const timestampSchema = z.iso.datetime({ offset: true });

/** USD amounts travel as JSON numbers with at most 2 decimals. */
export const usdAmountSchema = z.number().nonnegative();

/** A stored file (image) as the API returns it. */
export const fileObjectSchema = z.object({ url: z.string().min(1) });
export type FileObject = z.infer<typeof fileObjectSchema>;

/** An EVM account or contract address (0x + 40 hex digits, any letter case). */
export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
