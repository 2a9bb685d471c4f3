import {
  BUSINESS_LINK_FIELDS,
  businessProfileFormSchema,
  type SignupRequest,
  signupRequestSchema,
} from '@keyclub/domain';
import { validationError } from '../../http/errors.ts';
import { formTexts, nonEmptyFile, zodErrorOf } from '../../http/multipart-body.ts';
import { type BusinessImages, checkBusinessImages } from '../business-profile/business-images.ts';

/** Multipart parts read as booleans (`true` / `false`). */
const BOOLEAN_KEYS = new Set([
  'accept_terms',
  'is_sold_token_email_notify',
  'is_purchased_token_email_notify',
  'is_redeemed_token_email_notify',
]);
const BUSINESS_KEYS = new Set(Object.keys(businessProfileFormSchema.shape));
/** Business fields whose plain name no person field uses (its location and links), so they may also come unprefixed. */
const UNPREFIXED_BUSINESS_KEYS = new Set<string>(BUSINESS_LINK_FIELDS);
/** `business[name]`, `business.name` or `business_name`. */
const NESTED_KEY = /^business(?:\[(\w+)\]|\.(\w+)|_(\w+))$/;

export type SignupInput = { request: SignupRequest; images: BusinessImages };
type SignupFiles = { logo?: File; cover?: File };

/**
 * The multipart signup body as the JSON one: the business profile (its fields written
 * `business[name]`, `business.name`, `business_name`, or as JSON text in a `business` part) nested
 * under `business`, notification flags as booleans, and the `logo` / `cover` files.
 */
export function signupBodyFromForm(form: FormData): {
  body: Record<string, unknown>;
  files: SignupFiles;
} {
  const body: Record<string, unknown> = {};
  const business: Record<string, unknown> = {};
  const unprefixed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formTexts(form, BOOLEAN_KEYS))) {
    const match = NESTED_KEY.exec(key);
    const nestedKey = match?.[1] ?? match?.[2] ?? match?.[3];
    if (nestedKey && BUSINESS_KEYS.has(nestedKey)) business[nestedKey] = value;
    else if (key === 'business' && typeof value === 'string') Object.assign(business, parseJsonObject(value));
    else if (UNPREFIXED_BUSINESS_KEYS.has(key)) unprefixed[key] = value;
    else body[key] = value;
  }
  if (body.role_name === 'BUSINESS') body.business = { ...unprefixed, ...business };
  const files: SignupFiles = {};
  for (const name of ['logo', 'cover'] as const) {
    const file = nonEmptyFile(form.get(name)) ?? nonEmptyFile(form.get(`business[${name}]`));
    if (file) files[name] = file;
  }
  return { body, files };
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Validates with the domain's signupRequestSchema; a business also needs its logo and cover, whose
 * content is checked here too (nothing is stored before every check passed).
 */
export async function parseSignup(body: unknown, files: SignupFiles): Promise<SignupInput> {
  const result = signupRequestSchema.safeParse(body);
  const isBusiness = (body as { role_name?: unknown } | null)?.role_name === 'BUSINESS';
  const { issues, images } = isBusiness ? await checkBusinessImages(files, true) : { issues: [], images: {} };
  if (!result.success || issues.length > 0)
    throw validationError(zodErrorOf([...(result.success ? [] : result.error.issues), ...issues]));
  return { request: result.data, images };
}
