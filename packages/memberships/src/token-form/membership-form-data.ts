import { DEFAULT_CURRENCY, type ImageValue } from '@keyclub/domain';
import type { MembershipSubmission } from './membership-form-schema.ts';

const isUpload = (image: ImageValue): image is File => image instanceof Blob;

/** A stored cover as the edit form holds it: its id travels back so the API keeps it. */
const storedCoverId = (image: ImageValue): number | null =>
  'url' in image && typeof image.id === 'number' ? image.id : null;

/**
 * The multipart body of POST /tokens and PUT /tokens/{id}: every field as text, perks, perk
 * descriptions and gates as JSON text arrays, the art image and the new covers as file parts, and
 * `cover_ids` (JSON) listing the stored covers to keep. A stored art image is not sent again.
 * Price and renewal price are only sent when the form had them (create).
 */
export function membershipFormData(values: MembershipSubmission): FormData {
  const body = new FormData();
  const text = (name: string, value: string | number) => body.append(name, String(value));

  text('title', values.title);
  text('description', values.description);
  if (values.price !== undefined) text('price', values.price);
  if (values.renewal_price !== undefined) text('renewal_price', values.renewal_price);
  text('currency', DEFAULT_CURRENCY);
  text('copies', values.copies);
  text('royalty', values.royalty);
  text('lockout_period', values.lockout_period);
  text('lockout_period_type', values.lockout_period_type);
  text('expiration_duration', values.expiration_duration);
  text('expiration_duration_type', values.expiration_duration_type);
  text('category_id', values.category_id);
  text('token_type', values.token_type);
  text('perks', JSON.stringify(values.perks));
  text('perk_descriptions', JSON.stringify(values.perk_descriptions));
  text('gate', JSON.stringify(values.gate));
  text('terms_and_conditions', values.terms_and_conditions ?? '');

  if (isUpload(values.art_image)) body.append('art_image', values.art_image);
  for (const cover of values.covers) if (isUpload(cover)) body.append('covers', cover);
  const keptCoverIds = values.covers.map(storedCoverId).filter((id) => id !== null);
  text('cover_ids', JSON.stringify(keptCoverIds));
  return body;
}
