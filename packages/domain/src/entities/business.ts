import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states.ts';
import { fileObjectSchema, idSchema } from './common.ts';

const optionalLink = z.string().nullable();

/** A business as embedded in users and tokens; the public page adds its tokens (see token.ts). */
export const businessSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  logo: fileObjectSchema.nullable(),
  cover: fileObjectSchema.nullable(),
  /** Where the owning user lives; shown as chips on the business page. */
  owner: z.object({ city: z.string(), state: z.enum(US_STATE_CODES) }),
  location: z.string().nullable(),
  website: optionalLink,
  facebook: optionalLink,
  twitter: optionalLink,
  instagram: optionalLink,
  tiktok: optionalLink,
  twitch: optionalLink,
  youtube: optionalLink,
});
export type Business = z.infer<typeof businessSchema>;
