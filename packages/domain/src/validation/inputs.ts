import { z } from 'zod';

/**
 * A trimmed string that must not be empty. Chain further rules with `.pipe(z.string()...)` so that a
 * blank value reports only `requiredMessage`; a pipe (unlike `abort`) still lets object-level checks
 * such as the confirm-password match run.
 */
export const requiredText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage);

/** Optional free text: blank becomes null so the API stores "no value" one way. */
export const optionalText = (maxLength: number, tooLongMessage: string) =>
  z
    .string()
    .trim()
    .max(maxLength, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * A number typed into a text input (string) or sent as JSON (number). Blank or missing gives
 * `required`; anything but a plain decimal number gives `invalid`. Chain rules with `.pipe(z.number()...)`.
 */
export const numberInput = (messages: { required: string; invalid: string }) =>
  z.union([z.string(), z.number()], { error: messages.required }).transform((value, ctx) => {
    const text = typeof value === 'number' ? value : value.trim();
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: messages.required, input: value });
      return z.NEVER;
    }
    const number = typeof text === 'number' ? text : NUMBER_PATTERN.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number)) {
      ctx.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return number;
  });

/**
 * A non-negative USD amount with up to `maxDigits` digits before the point and up to 2 after
 * ('0' means free). Accepts the typed text or a JSON number; yields a number.
 */
export const usdAmountInput = (messages: { required: string; invalid: string }, maxDigits: number) => {
  const pattern = new RegExp(`^\\d{1,${maxDigits}}(\\.\\d{1,2})?$`);
  return z.union([z.string(), z.number()], { error: messages.required }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: messages.required, input: value });
      return z.NEVER;
    }
    if (!pattern.test(text)) {
      ctx.issues.push({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return Number(text);
  });
};
