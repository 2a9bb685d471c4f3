import { z } from 'zod';
import {
  DB_INTEGER_MAX,
  DURATION_MAX,
  LONG_TEXT_MAX_LENGTH,
  MAX_COVER_IMAGES,
  MAX_PERKS,
  PERK_DESCRIPTION_MAX_LENGTH,
  PERK_MAX_LENGTH,
  PRICE_MAX_DIGITS,
  RENEWAL_PRICE_MAX_DIGITS,
  ROYALTY_MAX,
  ROYALTY_MIN,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  UNLIMITED,
} from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { type DurationUnit, durationUnitSchema } from '../entities/enums.ts';
import { imageField, imageListItemSchema } from './image-file.ts';
import { numberInput, optionalText, requiredText, usdAmountInput } from './inputs.ts';
import { gateListSchema } from './membership-gates.ts';

/** A whole number greater than 0, or -1 (UNLIMITED: unlimited copies, no lockout, never expires). */
const positiveOrUnlimited = (messages: { required: string; invalid: string; range: string }) =>
  numberInput(messages).pipe(
    z
      .number()
      .int(messages.invalid)
      .refine((value) => value === UNLIMITED || value > 0, messages.range),
  );

const copiesMessages = { required: M.copiesRequired, invalid: M.copiesInvalid, range: M.copiesRange };

/** Copies fit the database's integer column (the lock itself would take more). */
const copiesSchema = positiveOrUnlimited(copiesMessages).pipe(
  z.number().max(DB_INTEGER_MAX, M.copiesTooMany),
);

const durationUnit = z.enum(durationUnitSchema.options, { error: M.durationUnitInvalid });

const membershipFields = {
  title: requiredText(M.titleRequired).pipe(
    z.string().min(TITLE_MIN_LENGTH, M.titleLength).max(TITLE_MAX_LENGTH, M.titleLength),
  ),
  description: requiredText(M.descriptionRequired).pipe(
    z.string().max(LONG_TEXT_MAX_LENGTH, M.descriptionTooLong),
  ),
  price: usdAmountInput({ required: M.priceRequired, invalid: M.priceInvalid }, PRICE_MAX_DIGITS),
  renewal_price: usdAmountInput(
    { required: M.renewalPriceRequired, invalid: M.renewalPriceInvalid },
    RENEWAL_PRICE_MAX_DIGITS,
  ),
  copies: copiesSchema,
  royalty: numberInput({ required: M.royaltyNumber, invalid: M.royaltyNumber }).pipe(
    z.number().min(ROYALTY_MIN, M.royaltyMin).max(ROYALTY_MAX, M.royaltyMax),
  ),
  lockout_period: positiveOrUnlimited({
    required: M.lockoutRequired,
    invalid: M.lockoutInvalid,
    range: M.lockoutRange,
  }),
  lockout_period_type: durationUnit,
  expiration_duration: positiveOrUnlimited({
    required: M.expirationRequired,
    invalid: M.expirationInvalid,
    range: M.expirationRange,
  }),
  expiration_duration_type: durationUnit,
  category_id: numberInput({ required: M.categoryRequired, invalid: M.categoryRequired }).pipe(
    z.number().int(M.categoryRequired).positive(M.categoryRequired).max(DB_INTEGER_MAX, M.categoryRequired),
  ),
  perks: z
    .array(requiredText(M.perkRequired).pipe(z.string().max(PERK_MAX_LENGTH, M.perkTooLong)))
    .max(MAX_PERKS, M.perksMax),
  perk_descriptions: z
    .array(z.string().trim().max(PERK_DESCRIPTION_MAX_LENGTH, M.perkDescriptionTooLong))
    .max(MAX_PERKS, M.perksMax),
  gate: gateListSchema,
  terms_and_conditions: optionalText(LONG_TEXT_MAX_LENGTH, M.termsTooLong),
};

/** perk_descriptions[i] describes perks[i]. */
const perksAligned = (values: { perks: unknown[]; perk_descriptions: unknown[] }) =>
  values.perks.length === values.perk_descriptions.length;
const perksAlignedIssue = { path: ['perk_descriptions'], error: M.perkDescriptionsMismatch };

type Durations = {
  lockout_period: number;
  lockout_period_type: DurationUnit;
  expiration_duration: number;
  expiration_duration_type: DurationUnit;
};

/**
 * A duration is at most 100 years in the unit chosen beside it (DURATION_MAX), so an expiry or a
 * lockout end computed from it stays a date the database and JavaScript can hold. Checked once the
 * duration and its unit are valid on their own.
 */
const withinDurationMax = (
  field: 'lockout_period' | 'expiration_duration',
  unitField: 'lockout_period_type' | 'expiration_duration_type',
  message: (unit: DurationUnit) => string,
) =>
  z.refine<Durations>((values) => values[field] <= DURATION_MAX[values[unitField]], {
    path: [field],
    error: (issue) => message((issue.input as Durations)[unitField]),
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === field || issue.path?.[0] === unitField),
  });

const durationsWithinMax = [
  withinDurationMax('lockout_period', 'lockout_period_type', M.lockoutTooLong),
  withinDurationMax('expiration_duration', 'expiration_duration_type', M.expirationTooLong),
];

/** Create form (POST /tokens). Images are checked by membershipImagesSchema. */
export const membershipFormSchema = z
  .object(membershipFields)
  .refine(perksAligned, perksAlignedIssue)
  .check(...durationsWithinMax);
export type MembershipFormInput = z.input<typeof membershipFormSchema>;
export type MembershipForm = z.output<typeof membershipFormSchema>;

/**
 * Edit form (PUT /tokens/{id}). Price and renewal price are fixed once created (the form shows them
 * read-only, the server keeps its values); copies may not go below what is already sold.
 */
export const membershipEditFormSchema = (soldCopies: number) =>
  z
    .object(membershipFields)
    .omit({ price: true, renewal_price: true })
    .extend({
      copies: copiesSchema.pipe(
        z
          .number()
          .refine((copies) => copies === UNLIMITED || copies >= soldCopies, M.copiesBelowSold(soldCopies)),
      ),
    })
    .refine(perksAligned, perksAlignedIssue)
    .check(...durationsWithinMax);
export type MembershipEditFormInput = z.input<ReturnType<typeof membershipEditFormSchema>>;
export type MembershipEditForm = z.output<ReturnType<typeof membershipEditFormSchema>>;

/** Art image and 1 to 3 covers: File objects in the browser, uploaded parts on the server. */
export const membershipImagesSchema = z.object({
  art_image: imageField(M.artImageRequired),
  covers: z
    .array(imageListItemSchema, { error: M.coverImageRequired })
    .min(1, M.coverImageRequired)
    .max(MAX_COVER_IMAGES, M.coverImagesMax),
});
export type MembershipImages = z.output<typeof membershipImagesSchema>;
