import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';
import { recordStatusSchema } from './enums.ts';

/** One showing of a membership card: PENDING until scanned and activated. */
export const activationSchema = z.object({
  id: idSchema,
  token_id: idSchema,
  status: recordStatusSchema,
  is_expired: z.boolean(),
  activated_at: timestampSchema.nullable(),
  activation_end_at: timestampSchema.nullable(),
});
export type Activation = z.infer<typeof activationSchema>;
