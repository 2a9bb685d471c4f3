import { businessProfileFormSchema, type SignupRequest, signupRequestSchema } from '@keyclub/domain';
import { validationError } from '../../http/errors.ts';
import {
  checkBusinessImages,
  formTexts,
  nonEmptyFile,
  zodErrorOf,
} from '../business-profile/multipart-fields.ts';

const NOTIFICATION_KEYS = new Set([
  'is_sold_token_email_notify',
  'is_purchased_token_email_notify',
  'is_redeemed_token_email_notify',
]);
const BUSINESS_KEYS = new Set(Object.keys(businessProfileFormSchema.shape));
/** Business fields whose plain name no person field uses, so they may also come unprefixed. */
const UNPREFIXED_BUSINESS_KEYS = new Set([
  'location',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
  'twitch',
  'youtube',
]);
/** `business[name]`, `business.name` or `business_name`. */
const NESTED_KEY = /^business(?:\[(\w+)\]|\.(\w+)|_(\w+))$/;

export type SignupInput = { request: SignupRequest; images: { logo?: File; cover?: File } };

/**
 * The multipart signup body as the JSON one: the business profile (its fields written
 * `business[name]`, `business.name`, `business_name`, or as JSON text in a `business` part) nested
 * under `business`, notification flags as booleans, and the `logo` / `cover` files.
 */
export function signupBodyFromForm(form: FormData): {
  body: Record<string, unknown>;
  images: SignupInput['images'];
} {
  const body: Record<string, unknown> = {};
  const business: Record<string, unknown> = {};
  const unprefixed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formTexts(form, NOTIFICATION_KEYS))) {
    const match = NESTED_KEY.exec(key);
    const nestedKey = match?.[1] ?? match?.[2] ?? match?.[3];
    if (nestedKey && BUSINESS_KEYS.has(nestedKey)) business[nestedKey] = value;
    else if (key === 'business' && typeof value === 'string') Object.assign(business, parseJsonObject(value));
    else if (UNPREFIXED_BUSINESS_KEYS.has(key)) unprefixed[key] = value;
    else body[key] = value;
  }
  if (body.role_name === 'BUSINESS') body.business = { ...unprefixed, ...business };
  const images: SignupInput['images'] = {};
  for (const name of ['logo', 'cover'] as const) {
    const file = nonEmptyFile(form.get(name)) ?? nonEmptyFile(form.get(`business[${name}]`));
    if (file) images[name] = file;
  }
  return { body, images };
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Validates with the domain's signupRequestSchema; a business also needs its logo and cover. */
export function parseSignup(body: unknown, images: SignupInput['images']): SignupInput {
  const result = signupRequestSchema.safeParse(body);
  const isBusiness = (body as { role_name?: unknown } | null)?.role_name === 'BUSINESS';
  const imageIssues = isBusiness ? checkBusinessImages(images, true) : [];
  if (!result.success || imageIssues.length > 0)
    throw validationError(zodErrorOf([...(result.success ? [] : result.error.issues), ...imageIssues]));
  return { request: result.data, images: isBusiness ? images : {} };
}
