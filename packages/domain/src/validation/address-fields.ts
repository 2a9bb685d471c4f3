import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, CITY_MIN_LENGTH, ZIP_LENGTH } from '../constants/limits.ts';
import { US_STATE_CODES } from '../constants/us-states.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { normalizeUsPhone } from '../rules/us-phone.ts';
import { optionalText, requiredText } from './inputs.ts';

export const address1Schema = requiredText(M.address1Required).pipe(
  z.string().max(ADDRESS_MAX_LENGTH, M.addressTooLong),
);

export const address2Schema = optionalText(ADDRESS_MAX_LENGTH, M.addressTooLong);

export const citySchema = requiredText(M.cityRequired).pipe(
  z.string().min(CITY_MIN_LENGTH, M.cityLength).max(CITY_MAX_LENGTH, M.cityLength),
);

/** A two-letter code of one of the 50 US states. */
export const stateSchema = requiredText(M.stateRequired).pipe(
  z.enum(US_STATE_CODES, { error: M.stateInvalid }),
);

export const zipSchema = requiredText(M.zipRequired).pipe(
  z.string().regex(new RegExp(`^\\d{${ZIP_LENGTH}}$`), M.zipInvalid),
);

/**
 * A complete US number in any common writing (the +1 (999) 999 9999 mask included); yields E.164.
 * SPEC section 5 has one message for every number short of 12 characters, the empty one included.
 */
export const phoneNumberSchema = z.string({ error: M.phoneInvalid }).transform((value, ctx) => {
  const normalized = normalizeUsPhone(value);
  if (normalized === null) {
    ctx.issues.push({ code: 'custom', message: M.phoneInvalid, input: value });
    return z.NEVER;
  }
  return normalized;
});

/** A postal address's fields, as signup's address step and Settings > General both take them. */
export const addressFields = {
  address1: address1Schema,
  address2: address2Schema,
  city: citySchema,
  state: stateSchema,
  zip: zipSchema,
};
