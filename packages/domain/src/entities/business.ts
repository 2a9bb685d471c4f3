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

/** The profile's free-text location and links, each null when not given: copied as they are. */
export const BUSINESS_LINK_FIELDS = [
  'location',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
  'twitch',
  'youtube',
] as const;
export type BusinessLinks = Pick<Business, (typeof BUSINESS_LINK_FIELDS)[number]>;

/** The location and links of a business (or of a row it is read from), for a read or a form to copy. */
export const businessLinksOf = (source: BusinessLinks): BusinessLinks =>
  Object.fromEntries(BUSINESS_LINK_FIELDS.map((field) => [field, source[field]])) as BusinessLinks;
