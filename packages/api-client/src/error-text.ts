import { apiErrorText, DEFAULT_ERROR_MESSAGE } from '@keyclub/domain';
import { ChainWriteError } from './chain-writes/chain-write.ts';
import { isHttpError } from './http-error.ts';

/** SPEC section 8 default error text. */
export const DEFAULT_ERROR_TEXT = DEFAULT_ERROR_MESSAGE;

/**
 * SPEC section 8: the first message of `errors`, else `message`, else the default text.
 * Extends the domain rule to bodies whose `errors` array holds plain strings.
 */
export function errorText(body: unknown): string {
  const first =
    typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors)
      ? (body as { errors: unknown[] }).errors[0]
      : undefined;
  return typeof first === 'string' && first.trim() !== '' ? first : apiErrorText(body);
}

/**
 * The text to show for any failure of an API call. ky has already read and parsed the body of
 * an HTTPError into `error.data`; a save the chain did not confirm tells why; network errors,
 * timeouts and invalid answers get the default.
 */
export async function readErrorText(error: unknown): Promise<string> {
  if (error instanceof ChainWriteError) return error.message;
  return isHttpError(error) ? errorText(error.data) : DEFAULT_ERROR_TEXT;
}

/** The HTTP status of a failed API call; undefined when no answer came (network, timeout). */
export const httpStatusOf = (error: unknown): number | undefined =>
  isHttpError(error) ? error.response.status : undefined;
