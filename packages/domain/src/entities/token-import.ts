import { z } from 'zod';
import { evmAddressSchema, idSchema } from './common.ts';

/** A key id on a lock: uint256 as a decimal string, or a JSON number while it fits. */
const keyIdSchema = z.union([
  z.string().regex(/^[0-9]{1,78}$/),
  z
    .number()
    .int()
    .nonnegative()
    .max(Number.MAX_SAFE_INTEGER)
    .transform((value) => String(value)),
]);

/**
 * POST /tokens/import (SPEC section 7): the key `token_id` (or `id`) of the lock at
 * `contract_address` on chain `chain_id`. Parsed to one `key_id`.
 */
export const importTokenRequestSchema = z
  .object({
    token_id: keyIdSchema.optional(),
    id: keyIdSchema.optional(),
    contract_address: evmAddressSchema,
    chain_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  })
  .refine((request) => request.token_id !== undefined || request.id !== undefined, {
    error: 'token_id is required.',
    path: ['token_id'],
  })
  .transform(({ token_id, id, contract_address, chain_id }) => ({
    key_id: (token_id ?? id) as string,
    contract_address,
    chain_id,
  }));
export type ImportTokenRequest = z.input<typeof importTokenRequestSchema>;
export type ImportTokenKey = z.output<typeof importTokenRequestSchema>;

/**
 * The answer of POST /tokens/import. It counts as imported only when `owned` and not `duplicate`
 * (SPEC section 5); otherwise the dialog shows `message`. `id` is the owned copy, else null.
 */
export const importResultSchema = z.object({
  owned: z.boolean(),
  duplicate: z.boolean(),
  id: idSchema.nullable(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
