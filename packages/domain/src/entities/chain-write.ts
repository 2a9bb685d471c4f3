import { z } from 'zod';

/** How a write of the API signer on chain stands, as the client sees it. */
export const CHAIN_WRITE_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

/** The text a save answered 202 (still being confirmed on chain) carries. */
export const CHAIN_WRITE_PENDING_MESSAGE =
  'The blockchain has not confirmed this change yet. It is saved once confirmed; check again in a moment.';

/**
 * GET /chain-writes/{id}, and the 202 answer of a save still waiting for the chain: PENDING until the
 * transaction is mined and the rows written (DONE, `token_id` set), or FAILED with its `message`.
 */
export const chainWriteSchema = z.object({
  id: z.number().int().positive(),
  kind: z.string(),
  status: z.enum(CHAIN_WRITE_STATUSES),
  /** The transaction in flight or last mined, once sent. */
  tx_hash: z.string().nullable(),
  /** The membership the write created or changed, once DONE. */
  token_id: z.number().int().positive().nullable(),
  message: z.string().nullable(),
});
export type ChainWrite = z.infer<typeof chainWriteSchema>;
