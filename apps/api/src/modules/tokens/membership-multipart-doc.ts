import {
  DB_INTEGER_MAX,
  DURATION_MAX,
  DURATION_UNITS,
  IMAGE_MAX_MEGAPIXELS,
  LINK_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MAX_COVER_IMAGES,
  MAX_GATES,
  MAX_PERKS,
  type MembershipPartName,
  PERK_DESCRIPTION_MAX_LENGTH,
  PERK_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  TOKEN_TYPES,
} from '@keyclub/domain';

const text = (description: string) => ({ type: 'string' as const, description });
const image = {
  type: 'string' as const,
  format: 'binary',
  description: `PNG, GIF or JPEG (by content), at most 10 MB and ${IMAGE_MAX_MEGAPIXELS} megapixels; stored re-encoded without metadata`,
};

/**
 * OpenAPI description of the membership multipart body, one entry per part of the domain's
 * MEMBERSHIP_PARTS. A plain schema object on purpose: the body is checked by the domain's
 * membership schemas (and files by content), not by the route validator.
 */
const properties: Record<MembershipPartName, object> = {
  title: text(`${TITLE_MIN_LENGTH} to ${TITLE_MAX_LENGTH} characters`),
  description: text(`At most ${LONG_TEXT_MAX_LENGTH} characters`),
  price: text('Create only: USD, up to 7 digits and 2 decimals, 0 = free. Kept on edit.'),
  renewal_price: text('Create only: USD, up to 9 digits and 2 decimals, 0 = none. Kept on edit.'),
  currency: text('USD (the only currency); may be left out'),
  copies: text(
    `Whole number from 1 to ${DB_INTEGER_MAX}, or -1 for unlimited; on edit never below the sold copies`,
  ),
  royalty: text('0 to 10 (percent)'),
  lockout_period: text(
    `Whole number > 0 (at most ${DURATION_MAX.DAYS} days or ${DURATION_MAX.HOURS} hours), or -1 for no lockout`,
  ),
  lockout_period_type: { type: 'string' as const, enum: [...DURATION_UNITS] },
  expiration_duration: text(
    `Whole number > 0 (at most ${DURATION_MAX.DAYS} days or ${DURATION_MAX.HOURS} hours), or -1 for never expires`,
  ),
  expiration_duration_type: { type: 'string' as const, enum: [...DURATION_UNITS] },
  category_id: text('Id of one of the categories (GET /categories)'),
  token_type: { type: 'string' as const, enum: [...TOKEN_TYPES], description: 'Default MULTIPLE' },
  perks: text(`JSON text array of at most ${MAX_PERKS} perk texts (each 1 to ${PERK_MAX_LENGTH} characters)`),
  perk_descriptions: text(
    `JSON text array aligned with perks (each at most ${PERK_DESCRIPTION_MAX_LENGTH} characters, may be blank)`,
  ),
  gate: text(
    `JSON text array of at most ${MAX_GATES} { "gate_configuration": { "type": "OPENTABLE" | "REDIRECT" }, "values": link (at most ${LINK_MAX_LENGTH} characters) }; empty rows are dropped`,
  ),
  terms_and_conditions: text(`Optional, at most ${LONG_TEXT_MAX_LENGTH} characters`),
  art_image: {
    ...image,
    description: `${image.description}. Required on create; on edit only to replace it.`,
  },
  covers: {
    type: 'array' as const,
    items: image,
    maxItems: MAX_COVER_IMAGES,
    description: `Repeat the part once per cover (or name it covers[]); 1 to ${MAX_COVER_IMAGES} covers in total`,
  },
  cover_ids: text(
    `Edit only: JSON text array of at most ${MAX_COVER_IMAGES} stored cover ids to keep, in display order (all are kept when absent)`,
  ),
};

/** The fields both saves require; an edit keeps the stored price, renewal price and images. */
const requiredOnEdit = [
  'title',
  'description',
  'copies',
  'royalty',
  'lockout_period',
  'expiration_duration',
  'category_id',
];

export const membershipCreateMultipartSchema = {
  type: 'object' as const,
  properties,
  required: [...requiredOnEdit, 'price', 'renewal_price', 'art_image', 'covers'],
};

export const membershipEditMultipartSchema = {
  type: 'object' as const,
  properties,
  required: requiredOnEdit,
};
