import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { GENERIC_ERROR_MESSAGE, HttpError } from './errors.ts';

export const UNREADABLE_FORM_MESSAGE = 'The multipart body cannot be read.';

/**
 * Whether `error` is the failure of parsing this request's form body: Hono keeps the parse in
 * `bodyCache.formData`, whichever reader (`formData()`, `parseBody()`) started it.
 */
async function isUnreadableForm(c: Context, error: Error): Promise<boolean> {
  const parsing = c.req.bodyCache.formData;
  if (!parsing) return false;
  // Typed as the parsed value, but what Hono keeps there is the promise of it.
  return Promise.resolve(parsing).then(
    () => false,
    (reason: unknown) => reason === error,
  );
}

/**
 * The app's onError: known errors keep their status and text, a database out of reach is a 503,
 * anything else is a bare 500.
 */
export function errorHandler(logger: Logger) {
  return async (error: Error, c: Context) => {
    const request = { method: c.req.method, path: c.req.path };
    if (error instanceof HttpError) {
      // The cause (database, chain) goes to the log, through the logger's secret-free serializer.
      if (error.status >= 500)
        logger.warn({ err: error, status: error.status, ...request }, 'request failed');
      return c.json(error.body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own client errors, e.g. a malformed JSON body.
      const known = new HttpError(error.status, error.message || 'The request is invalid');
      return c.json(known.body, known.status);
    }
    if (await isUnreadableForm(c, error)) {
      const malformed = new HttpError(400, UNREADABLE_FORM_MESSAGE);
      return c.json(malformed.body, malformed.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, ...request }, 'database unreachable');
      const unavailable = new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE);
      return c.json(unavailable.body, unavailable.status);
    }
    logger.error({ err: error, ...request }, 'unhandled error');
    const generic = new HttpError(500, GENERIC_ERROR_MESSAGE);
    return c.json(generic.body, generic.status);
  };
}

export function notFoundHandler(c: Context) {
  const error = new HttpError(404, 'Not found');
  return c.json(error.body, error.status);
}
