import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../constants/limits.ts';
import { VALIDATION_MESSAGES as M } from '../constants/validation-messages.ts';
import { requiredText } from './inputs.ts';

/** Pragmatic shape check (one @, a dotted domain, no spaces); the verification mail proves the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailSchema = requiredText(M.emailRequired).pipe(
  z.string().max(EMAIL_MAX_LENGTH, M.emailTooLong).regex(EMAIL_PATTERN, M.emailInvalid),
);

/** At least 8 characters with an uppercase and a lowercase letter, a digit and one of !@#$&*. */
export const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$&*]).{8,}$/;

/** A new password (signup, reset, change). Not trimmed: spaces are part of a password. */
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .pipe(z.string().max(PASSWORD_MAX_LENGTH, M.passwordTooLong).regex(PASSWORD_PATTERN, M.passwordRule));

/**
 * An existing password (login, current password): required, the rule may have changed since; never
 * longer than a new password may be.
 */
export const currentPasswordSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, requiredMessage).max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const confirmPasswordSchema = z
  .string({ error: M.confirmPasswordRequired })
  .min(1, M.confirmPasswordRequired);

export const usernameSchema = requiredText(M.usernameRequired).pipe(
  z.string().min(USERNAME_MIN_LENGTH, M.usernameLength).max(USERNAME_MAX_LENGTH, M.usernameLength),
);

/** Letters of any alphabet (accents included); digits, spaces and punctuation are refused. */
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

const personName = (messages: { required: string; length: string; letters: string }) =>
  requiredText(messages.required).pipe(
    z
      .string()
      .regex(LETTERS_ONLY, messages.letters)
      .min(NAME_MIN_LENGTH, messages.length)
      .max(NAME_MAX_LENGTH, messages.length),
  );

export const firstNameSchema = personName({
  required: M.firstNameRequired,
  length: M.firstNameLength,
  letters: M.firstNameLetters,
});
export const lastNameSchema = personName({
  required: M.lastNameRequired,
  length: M.lastNameLength,
  letters: M.lastNameLetters,
});

export const verificationCodeSchema = requiredText(M.verificationCodeRequired).pipe(
  z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), M.verificationCodeInvalid),
);

/**
 * Adds 'Confirm Password does not match' on confirm_password when it differs from `passwordKey`.
 * Runs even when other fields fail, so the form shows it at once.
 */
export const withConfirmPassword = <T extends z.ZodObject>(schema: T, passwordKey: string) =>
  schema.refine(
    (values) => {
      const record = values as Record<string, unknown>;
      return record.confirm_password === record[passwordKey];
    },
    {
      path: ['confirm_password'],
      error: M.confirmPasswordMismatch,
      when: ({ value }) => {
        const record = value as Record<string, unknown>;
        return typeof record.confirm_password === 'string' && record.confirm_password !== '';
      },
    },
  );
