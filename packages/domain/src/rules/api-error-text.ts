import { DEFAULT_ERROR_MESSAGE } from '../constants/default-error-message.ts';

const nonEmptyString = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Text of the error toast for a failed response body (SPEC section 8): the first message of the
 * errors array, else the message field, else the default text. Tolerates any body shape.
 */
export function apiErrorText(body: unknown): string {
  if (typeof body !== 'object' || body === null) return DEFAULT_ERROR_MESSAGE;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const firstMessage =
    typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : null;
  return nonEmptyString(firstMessage) ?? nonEmptyString(message) ?? DEFAULT_ERROR_MESSAGE;
}
