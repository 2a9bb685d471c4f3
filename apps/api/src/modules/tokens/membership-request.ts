import {
  currencySchema,
  type ExistingImage,
  MAX_COVER_IMAGES,
  MEMBERSHIP_JSON_PARTS,
  MEMBERSHIP_TEXT_PARTS,
  type MembershipEditForm,
  type MembershipForm,
  type MembershipJsonPart,
  type MembershipLaunch,
  type MembershipTextPart,
  membershipEditFormSchema,
  membershipFormSchema,
  membershipImagesSchema,
  membershipLaunchSchema,
  type TokenType,
  tokenTypeSchema,
  VALIDATION_MESSAGES,
} from '@keyclub/domain';
import { z } from 'zod';
import { validationError } from '../../http/errors.ts';

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

/**
 * The parts of a membership save as received: each text part (the last one sent), each JSON part
 * as its array, the files, and the problems of the envelope itself (a JSON part that is no array).
 */
export type ReceivedMembership = {
  texts: Partial<Record<MembershipTextPart, string>>;
  arrays: Partial<Record<MembershipJsonPart, unknown[]>>;
  artImage: File | undefined;
  covers: File[];
  /** The coming-soon parts of a create (membershipLaunchSchema). */
  launch: { coming_soon?: string; launch_at?: string };
  issues: Issues;
};

type Issues = z.core.$ZodIssue[];

/** `name` or the PHP-style `name[]` a browser FormData may use for repeated parts. */
const partsOf = (form: FormData, name: string): FormDataEntryValue[] => [
  ...form.getAll(name),
  ...form.getAll(`${name}[]`),
];

/** An empty file input still sends a part (no name, no bytes): that is "no file". */
const filesOf = (form: FormData, name: string): File[] =>
  partsOf(form, name).filter(
    (part): part is File => part instanceof File && (part.size > 0 || part.name !== ''),
  );

function jsonArray(raw: string, name: MembershipJsonPart, issues: Issues): unknown[] | undefined {
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
  return undefined;
}

/** Reads the multipart body of POST /tokens and PUT /tokens/{id} by the domain's list of parts. */
export function receiveMembership(form: FormData): ReceivedMembership {
  const issues: Issues = [];
  const textOf = (name: string) => {
    const last = partsOf(form, name).at(-1);
    return typeof last === 'string' ? last : undefined;
  };
  const texts: ReceivedMembership['texts'] = {};
  for (const name of MEMBERSHIP_TEXT_PARTS) texts[name] = textOf(name);
  const arrays: ReceivedMembership['arrays'] = {};
  for (const name of MEMBERSHIP_JSON_PARTS) {
    const raw = textOf(name)?.trim();
    // A blank JSON part is an empty list, except cover_ids, where absent means "keep every cover".
    if (raw) arrays[name] = jsonArray(raw, name, issues) ?? [];
    else if (raw !== undefined || name !== 'cover_ids') arrays[name] = [];
  }
  const launch = { coming_soon: textOf('coming_soon'), launch_at: textOf('launch_at') || undefined };
  return {
    texts,
    arrays,
    artImage: filesOf(form, 'art_image')[0],
    covers: filesOf(form, 'covers'),
    launch,
    issues,
  };
}

/** The form's fields as the domain schemas read them. */
function formInput({ texts, arrays }: ReceivedMembership) {
  return {
    title: texts.title,
    description: texts.description,
    price: texts.price,
    renewal_price: texts.renewal_price,
    copies: texts.copies,
    royalty: texts.royalty,
    lockout_period: texts.lockout_period,
    lockout_period_type: texts.lockout_period_type,
    expiration_duration: texts.expiration_duration,
    expiration_duration_type: texts.expiration_duration_type,
    category_id: texts.category_id,
    perks: arrays.perks,
    perk_descriptions: arrays.perk_descriptions,
    gate: arrays.gate,
    terms_and_conditions: texts.terms_and_conditions,
  };
}

/** USD is the only currency; a blank or missing value means USD. */
function checkCurrency({ texts }: ReceivedMembership, issues: Issues): void {
  const currency = texts.currency?.trim();
  if (currency && !currencySchema.safeParse(currency).success) {
    issues.push({
      code: 'custom',
      path: ['currency'],
      message: MEMBERSHIP_REQUEST_MESSAGES.currency,
      input: currency,
    });
  }
}

function tokenType({ texts }: ReceivedMembership, issues: Issues): TokenType | undefined {
  const value = texts.token_type?.trim();
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
  launch: MembershipLaunch;
};

/** POST /tokens: every field, the art image and 1 to 3 covers, checked with the domain schemas. */
export function readNewMembership(received: ReceivedMembership): NewMembershipRequest {
  const issues: Issues = [...received.issues];
  const form = membershipFormSchema.safeParse(formInput(received));
  if (!form.success) issues.push(...form.error.issues);
  checkCurrency(received, issues);
  const type = tokenType(received, issues);
  const images = { art_image: received.artImage, covers: received.covers };
  const imageCheck = membershipImagesSchema.safeParse(images);
  if (!imageCheck.success) issues.push(...imageCheck.error.issues);
  const launch = membershipLaunchSchema(new Date()).safeParse(received.launch);
  if (!launch.success) issues.push(...launch.error.issues);
  throwIfAny(issues);
  if (!form.success || !images.art_image || !launch.success)
    throw new Error('unreachable: issues were reported');
  return {
    form: form.data,
    tokenType: type,
    artImage: images.art_image,
    covers: images.covers,
    launch: launch.data,
  };
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
  received: ReceivedMembership,
  stored: { soldCopies: number; artImageUrl: string | null; covers: StoredCover[] },
): MembershipEditRequest {
  const issues: Issues = [...received.issues];
  const form = membershipEditFormSchema(stored.soldCopies).safeParse(formInput(received));
  if (!form.success) issues.push(...form.error.issues);
  checkCurrency(received, issues);
  const type = tokenType(received, issues);

  const keptCovers = keptCoversOf(received.arrays.cover_ids, stored.covers, issues);
  const { artImage, covers: newCovers } = received;
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

function keptCoversOf(ids: unknown[] | undefined, stored: StoredCover[], issues: Issues): StoredCover[] {
  if (ids === undefined) return stored;
  const byId = new Map(stored.map((cover) => [cover.id, cover]));
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
