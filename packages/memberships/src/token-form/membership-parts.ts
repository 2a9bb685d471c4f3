import {
  DEFAULT_CURRENCY,
  type ImageValue,
  type MembershipLaunchParts,
  type MembershipParts,
} from '@keyclub/domain';
import type { MembershipSubmission } from './membership-form-schema.ts';

const isUpload = (image: ImageValue): image is File => image instanceof Blob;

/** A stored cover as the edit form holds it: its id travels back so the API keeps it. */
const storedCoverId = (image: ImageValue): number | null =>
  'url' in image && typeof image.id === 'number' ? image.id : null;

/**
 * What the form saves: every field, the art image and covers only when newly chosen (a stored art
 * image is not sent again), and `cover_ids` listing the stored covers to keep. Price and renewal
 * price are only there when the form had them (create).
 */
export function membershipParts(values: MembershipSubmission): MembershipParts {
  return {
    title: values.title,
    description: values.description,
    price: values.price,
    renewal_price: values.renewal_price,
    currency: DEFAULT_CURRENCY,
    copies: values.copies,
    royalty: values.royalty,
    lockout_period: values.lockout_period,
    lockout_period_type: values.lockout_period_type,
    expiration_duration: values.expiration_duration,
    expiration_duration_type: values.expiration_duration_type,
    category_id: values.category_id,
    token_type: values.token_type,
    terms_and_conditions: values.terms_and_conditions ?? '',
    perks: values.perks,
    perk_descriptions: values.perk_descriptions,
    gate: values.gate,
    cover_ids: values.covers.map(storedCoverId).filter((id) => id !== null),
    art_image: isUpload(values.art_image) ? values.art_image : undefined,
    covers: values.covers.filter(isUpload),
  };
}

/** A create's coming-soon parts: the launch time typed in the viewer's zone, as an instant. */
export function membershipLaunchParts(values: MembershipSubmission): MembershipLaunchParts {
  const comingSoon = values.coming_soon === true;
  const launchAt = comingSoon && values.launch_at ? new Date(values.launch_at).toISOString() : null;
  return { coming_soon: comingSoon, launch_at: launchAt };
}
