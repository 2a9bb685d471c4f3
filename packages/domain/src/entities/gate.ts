import { z } from 'zod';
import { deliveryTypeSchema } from './enums.ts';

/** A reservation gate of a token profile: an OpenTable widget url or a redirect link. */
export const gateSchema = z.object({
  gate_configuration: z.object({ type: deliveryTypeSchema }),
  values: z.string(),
});
export type Gate = z.infer<typeof gateSchema>;
