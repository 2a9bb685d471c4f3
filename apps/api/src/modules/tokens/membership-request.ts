import {
  currencySchema,
  type ExistingImage,
  MAX_COVER_IMAGES,
  type MembershipEditForm,
  type MembershipForm,
  membershipEditFormSchema,
  membershipFormSchema,
  membershipImagesSchema,
  type TokenType,
  tokenTypeSchema,
  VALIDATION_MESSAGES,
} from '@keyclub/domain';
import { z } from 'zod';
import { validationError } from '../../http/errors.ts';

/** `c.req.parseBody({ all: true })`: repeated parts become arrays. */
export type MultipartBody = Record<string, string | File | (string | File)[]>;

/** Our texts for the multipart envelope itself (the form's own messages come from the domain). */
export const MEMBERSHIP_REQUEST_MESSAGES = {
  jsonArray: (field: string) => `${field} must be a JSON array.`,
  unknownCover: 'Cover image not found on this membership.',
  currency: 'Only USD is offered as currency.',
  tokenType: 'Token type must be SINGLE or MULTIPLE.',
  /** The database would refuse the rows (found before anything is sent to the chain). */
  outOfRange: 'A value of this membership is out of range, so nothing was saved.',
  editPending:
    'An earlier change of this membership is still being confirmed on the blockchain. Try again once it is saved.',
} as const;

const JSON_ARRAY_FIELDS = ['perks', 'perk_descriptions', 'gate', 'cover_ids'] as const;
type JsonArrayField = (typeof JSON_ARRAY_FIELDS)[number];

/** `name` or the PHP-style `name[]` a browser FormData may use for repeated parts. */
const partsOf = (body: MultipartBody, name: string): (string | File)[] =>
  [body[name], body[`${name}[]`]].flatMap((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );

const text = (body: MultipartBody, name: string): string | undefined => {
  const last = partsOf(body, name).at(-1);
  return typeof last === 'string' ? last : undefined;
};

/** An empty file input still sends a part (no name, no bytes): that is "no file". */
const filesOf = (body: MultipartBody, name: string): File[] =>
  partsOf(body, name).filter(
    (part): part is File => part instanceof File && (part.size > 0 || part.name !== ''),
  );

type Issues = z.core.$ZodIssue[];

function jsonArray(body: MultipartBody, name: JsonArrayField, issues: Issues): unknown[] {
  const raw = text(body, name)?.trim();
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  issues.push({
    code: 'custom',
    path: [name],
    message: MEMBERSHIP_REQUEST_MESSAGES.jsonArray(name),
    input: raw,
  });
  return [];
}

/** The form's fields as the domain schemas read them. */
function formInput(body: MultipartBody, issues: Issues) {
  return {
    title: text(body, 'title'),
    description: text(body, 'description'),
    price: text(body, 'price'),
    renewal_price: text(body, 'renewal_price'),
    copies: text(body, 'copies'),
    royalty: text(body, 'royalty'),
    lockout_period: text(body, 'lockout_period'),
    lockout_period_type: text(body, 'lockout_period_type'),
    expiration_duration: text(body, 'expiration_duration'),
    expiration_duration_type: text(body, 'expiration_duration_type'),
    category_id: text(body, 'category_id'),
    perks: jsonArray(body, 'perks', issues),
    perk_descriptions: jsonArray(body, 'perk_descriptions', issues),
    gate: jsonArray(body, 'gate', issues),
    terms_and_conditions: text(body, 'terms_and_conditions'),
  };
}

/** USD is the only currency; a blank or missing value means USD. */
function checkCurrency(body: MultipartBody, issues: Issues): void {
  const currency = text(body, 'currency')?.trim();
  if (currency && !currencySchema.safeParse(currency).success) {
    issues.push({
      code: 'custom',
      path: ['currency'],
      message: MEMBERSHIP_REQUEST_MESSAGES.currency,
      input: currency,
    });
  }
}

function tokenType(body: MultipartBody, issues: Issues): TokenType | undefined {
  const value = text(body, 'token_type')?.trim();
  if (!value) return undefined;
  const parsed = tokenTypeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  issues.push({
    code: 'custom',
    path: ['token_type'],
    message: MEMBERSHIP_REQUEST_MESSAGES.tokenType,
    input: value,
  });
  return undefined;
}

function throwIfAny(issues: Issues): void {
  if (issues.length > 0) throw validationError(new z.ZodError(issues));
}

export type NewMembershipRequest = {
  form: MembershipForm;
  tokenType: TokenType | undefined;
  artImage: File;
  covers: File[];
};

/** POST /tokens: every field, the art image and 1 to 3 covers, checked with the domain schemas. */
export function readNewMembership(body: MultipartBody): NewMembershipRequest {
  const issues: Issues = [];
  const form = membershipFormSchema.safeParse(formInput(body, issues));
  if (!form.success) issues.push(...form.error.issues);
  checkCurrency(body, issues);
  const type = tokenType(body, issues);
  const images = { art_image: filesOf(body, 'art_image')[0], covers: filesOf(body, 'covers') };
  const imageCheck = membershipImagesSchema.safeParse(images);
  if (!imageCheck.success) issues.push(...imageCheck.error.issues);
  throwIfAny(issues);
  if (!form.success || !images.art_image) throw new Error('unreachable: issues were reported');
  return { form: form.data, tokenType: type, artImage: images.art_image, covers: images.covers };
}

export type StoredCover = { id: number; url: string };

export type MembershipEditRequest = {
  form: MembershipEditForm;
  tokenType: TokenType | undefined;
  /** A new art image, or undefined to keep the stored one. */
  artImage: File | undefined;
  /** The stored covers kept, in order; new covers come after them. */
  keptCoverIds: number[];
  newCovers: File[];
};

/**
 * PUT /tokens/{id}. Price and renewal price are not read (they cannot change); copies may not go
 * below `soldCopies`. Covers: `cover_ids` (JSON array) lists the stored covers to keep, in order —
 * all of them when absent — and `covers` parts are appended; 1 to 3 in total.
 */
export function readMembershipEdit(
  body: MultipartBody,
  stored: { soldCopies: number; artImageUrl: string | null; covers: StoredCover[] },
): MembershipEditRequest {
  const issues: Issues = [];
  const form = membershipEditFormSchema(stored.soldCopies).safeParse(formInput(body, issues));
  if (!form.success) issues.push(...form.error.issues);
  checkCurrency(body, issues);
  const type = tokenType(body, issues);

  const keptCovers = keptCoversOf(body, stored.covers, issues);
  const artImage = filesOf(body, 'art_image')[0];
  const newCovers = filesOf(body, 'covers');
  const storedArt: ExistingImage | undefined = stored.artImageUrl ? { url: stored.artImageUrl } : undefined;
  const imageCheck = membershipImagesSchema.safeParse({
    art_image: artImage ?? storedArt,
    covers: [...keptCovers, ...newCovers],
  });
  if (!imageCheck.success) issues.push(...imageCheck.error.issues);
  throwIfAny(issues);
  if (!form.success) throw new Error('unreachable: issues were reported');
  return {
    form: form.data,
    tokenType: type,
    artImage,
    keptCoverIds: keptCovers.map((cover) => cover.id),
    newCovers,
  };
}

function keptCoversOf(body: MultipartBody, stored: StoredCover[], issues: Issues): StoredCover[] {
  if (text(body, 'cover_ids') === undefined) return stored;
  const byId = new Map(stored.map((cover) => [cover.id, cover]));
  const ids = jsonArray(body, 'cover_ids', issues);
  // One answer for an oversized list, rather than one "not found" per id.
  if (ids.length > MAX_COVER_IMAGES) {
    const message = VALIDATION_MESSAGES.coverImagesMax;
    issues.push({ code: 'custom', path: ['cover_ids'], message, input: ids.length });
    return stored;
  }
  const kept: StoredCover[] = [];
  ids.forEach((id, index) => {
    const cover = typeof id === 'number' || typeof id === 'string' ? byId.get(Number(id)) : undefined;
    if (!cover) {
      issues.push({
        code: 'custom',
        path: ['cover_ids', index],
        message: MEMBERSHIP_REQUEST_MESSAGES.unknownCover,
        input: id,
      });
    } else if (!kept.includes(cover)) {
      kept.push(cover);
    }
  });
  return kept;
}
