import { type ApiError, type ApiErrorItem, MESSAGES } from '@keyclub/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** SPEC section 8: the text shown when nothing more specific can be said. */
export const GENERIC_ERROR_MESSAGE = MESSAGES.errors.default;

/** Thrown by routes and services; the app answers it as `{ message, errors }` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: ApiErrorItem[] = [{ message }],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiError {
    return { message: this.message, errors: this.errors };
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

/** One error item per zod issue: field is the dotted path, message the schema's own message. */
export function validationError(error: z.ZodError): HttpError {
  const errors = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? { field, message: issue.message } : { message: issue.message };
  });
  return new HttpError(400, errors[0]?.message ?? 'The request is invalid', errors);
}
